import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { OrderProgress } from './OrderProgress';

describe('OrderProgress', () => {
  it('marks the current state on the main path and the steps before it as done', () => {
    renderApp(<OrderProgress state="ACCEPTED" />);
    expect(screen.getByText('Step 4 of 8: Accepted')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Quoted (done)');
    expect(steps[4]).toHaveTextContent('Planned (to come)');
  });

  it('says cancelled without a current step', () => {
    renderApp(<OrderProgress state="CANCELLED" />, { language: 'nb' });
    expect(screen.getByText('Bestillingen ble kansellert.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((li) => li.hasAttribute('aria-current'))).toBe(
      false,
    );
  });

  it('shows a state it does not know as the server sent it', () => {
    renderApp(<OrderProgress state="ON_HOLD" />);
    expect(screen.getByText('State ON_HOLD is not on the usual path.')).toBeInTheDocument();
  });
});
