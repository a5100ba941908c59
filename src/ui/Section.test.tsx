import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its heading, at the level asked', () => {
    render(
      <>
        <Section heading="Request">text</Section>
        <Section heading="Climate change, kg" level={3} headingClassName="visually-hidden">
          figures
        </Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('text');
    expect(screen.getByRole('heading', { level: 2, name: 'Request' })).toBeInTheDocument();
    const measure = screen.getByRole('region', { name: 'Climate change, kg' });
    expect(measure).toHaveTextContent('figures');
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('visually-hidden');
  });
});
