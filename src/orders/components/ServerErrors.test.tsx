import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../../lib/http';
import { renderApp } from '../../test/renderApp';
import { ServerErrorSummary, unshownFieldErrors } from './ServerErrors';

type FieldErrors = { field: string; path: string; code: string }[];

const refused = (fieldErrors: FieldErrors) =>
  new ApiError({ kind: 'http', status: 422, code: 'VALIDATION_FAILED', fieldErrors });

/** The summary of a 422 with these field errors, on a form that shows `shownFields`. */
const renderRefused = (
  fieldErrors: FieldErrors,
  shownFields: string[],
  options: { headline?: boolean; language?: 'en' | 'nb' } = {},
) =>
  renderApp(
    <ServerErrorSummary
      error={refused(fieldErrors)}
      shownFields={shownFields}
      headline={options.headline}
    />,
    { language: options.language },
  );

describe('ServerErrorSummary', () => {
  it('lists a field error that has no field on the form, in words and with its code', () => {
    renderRefused(
      [{ field: 'categoryId', path: 'lines.0.categoryId', code: 'CATEGORY_NOT_COVERED' }],
      ['name'],
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Some fields need attention.');
    expect(alert).not.toHaveTextContent('See the messages at the fields');
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Order line 1, category: The service does not cover this category. Order it in its own category or a narrower one. (CATEGORY_NOT_COVERED)',
    );
  });

  it('points at the fields only when a field shows a message', () => {
    renderRefused([{ field: 'name', path: 'name', code: 'REQUIRED' }], ['name']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some fields need attention. See the messages at the fields.',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows unknown fields in words and codes as they are, in Bokmål too', () => {
    renderRefused(
      [
        { field: 'lines', path: 'lines', code: 'OWN_ORGANIZATION' },
        { field: 'somethingNew', path: 'somethingNew', code: 'NEW_RULE' },
      ],
      [],
      { language: 'nb' },
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bestillingslinjer: Dette er en tjeneste fra deres egen');
    expect(items[0]).toHaveTextContent('(OWN_ORGANIZATION)');
    expect(items[1]).toHaveTextContent(/^Something new: Ikke godtatt \(NEW_RULE\)\.$/);
  });

  it('without a headline shows nothing when every error is at its field', () => {
    const { container } = renderRefused(
      [{ field: 'quotedPrice', path: 'quotedPrice', code: 'MUST_BE_POSITIVE' }],
      ['quotedPrice'],
      { headline: false },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says a guessed location (an RFC 9457 instance) at its field when one matches, else with the problem', () => {
    const guessed = (instance: string) =>
      new ApiError({
        kind: 'http',
        status: 400,
        detail: 'Must be later.',
        fieldErrors: [{ field: instance, path: instance, code: 'Must be later.', guessed: true }],
      });
    const { unmount } = renderApp(
      <ServerErrorSummary
        error={guessed('estimatedCompletionDate')}
        shownFields={['estimatedCompletionDate']}
      />,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Must be later.');
    unmount();
    renderApp(<ServerErrorSummary error={guessed('accept')} shownFields={['name']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Must be later.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says why for errors without field errors', () => {
    renderApp(
      <ServerErrorSummary error={new ApiError({ kind: 'network' })} shownFields={['name']} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('could not be reached');
    expect(unshownFieldErrors(new Error('x'), [])).toEqual([]);
  });
});
