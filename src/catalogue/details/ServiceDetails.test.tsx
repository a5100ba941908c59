import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { solutionSchema } from '../api/schemas';
import { renderApp } from '../../test/renderApp';
import { ServiceDetails } from './ServiceDetails';

/** A service as a server sent it: one field of its own, one spec field in a shape not readable. */
const solution = v.parse(solutionSchema, {
  id: 41,
  name: 'Door refurbishment',
  categoryId: 41543,
  functionalUnit: 'one door',
  leadTimeDays: 12,
  tags: [],
});

describe('ServiceDetails', () => {
  it('lists the server’s own fields in words, never a key of ours, and says what was not read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(<ServiceDetails solution={solution} index={undefined} searchedId={undefined} />);
    const more = screen.getByRole('heading', { name: 'More fields' }).parentElement;
    if (!more) throw new Error('no section');
    expect(within(more).getByText('Lead time days')).toBeInTheDocument();
    expect(within(more).getByText('12')).toBeInTheDocument();
    expect(more).not.toHaveTextContent(/unreadableFields|tags|\[\]/);
    const page = document.body.textContent;
    expect(page).not.toMatch(/unreadableFields|41543|–/);
    // The functional unit (and its service life) came in a shape not read: said once.
    expect(screen.getAllByText('Not readable')).toHaveLength(1);
    expect(screen.getAllByText('Not given').length).toBeGreaterThan(0);
  });
});
