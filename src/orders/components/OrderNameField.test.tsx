import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { OrderNameField } from './OrderNameField';

describe('OrderNameField', () => {
  it('is a required name of at most 200 characters that reports what is typed', async () => {
    const onChange = vi.fn();
    renderApp(<OrderNameField label="Name" value="" onChange={onChange} error={undefined} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxLength', '200');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'B');
    expect(onChange).toHaveBeenCalledWith('B');
  });

  it('describes the input by its help and the server field error', () => {
    renderApp(
      <OrderNameField
        label="Name"
        value=""
        onChange={() => undefined}
        help="A name you will know it by."
        error={{ field: 'name', path: 'name', code: 'REQUIRED' }}
      />,
      { language: 'nb' },
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A name you will know it by. Må fylles ut.');
  });
});
