import { Suspense, use, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlSearchParams } from './useUrlSearchParams';

/** A promise the test settles when it wants: the route's code or data "still loading". */
function gate() {
  const handle = { open: () => {} };
  const promise = new Promise<undefined>((resolve) => {
    handle.open = () => resolve(undefined);
  });
  return { promise, open: () => handle.open() };
}

/** Suspends while the committed URL says `side=supplier` and the gate is shut. */
function SlowPart({ waitFor }: { waitFor: Promise<undefined> }) {
  const [committed] = useSearchParams();
  if (committed.get('side') === 'supplier') use(waitFor);
  return null;
}

function Url() {
  const location = useLocation();
  return <output aria-label="committed url">{location.search}</output>;
}

function SideChoice({
  useParams,
}: {
  useParams: () => readonly [URLSearchParams, SetSide, ...unknown[]];
}) {
  const [params, setParams] = useParams();
  const side = params.get('side') ?? 'customer';
  return (
    <fieldset>
      <legend>Side</legend>
      {['customer', 'supplier'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="side"
            checked={side === value}
            onChange={() => setParams((p) => (p.set('side', value), p))}
          />
          {value}
        </label>
      ))}
      <button type="button" onClick={() => setParams((p) => (p.set('extra', '1'), p))}>
        extra
      </button>
    </fieldset>
  );
}

type SetSide = (change: (p: URLSearchParams) => URLSearchParams) => void;

/** A click whose update may suspend: awaited in act, as React asks for. */
async function clickIn(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

function withRouter(children: ReactNode) {
  return (
    <MemoryRouter initialEntries={['/climate']}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </MemoryRouter>
  );
}

describe('useUrlSearchParams', () => {
  it('shows the choice at once while the navigation is still pending, then commits it', async () => {
    const slow = gate();
    render(
      withRouter(
        <>
          <SideChoice useParams={useUrlSearchParams} />
          <SlowPart waitFor={slow.promise} />
          <Url />
        </>,
      ),
    );

    await clickIn(screen.getByRole('radio', { name: 'supplier' }));

    // The navigation waits for the slow part, and the radio already shows the choice.
    expect(screen.getByRole('radio', { name: 'supplier' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'customer' })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'committed url' })).toHaveTextContent(/^$/);

    // A second change while the first is pending builds on it, not on the old URL.
    await clickIn(screen.getByRole('button', { name: 'extra' }));
    expect(screen.getByRole('radio', { name: 'supplier' })).toBeChecked();

    slow.open();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'committed url' })).toHaveTextContent(
        '?side=supplier&extra=1',
      ),
    );
    expect(screen.getByRole('radio', { name: 'supplier' })).toBeChecked();
  });

  it('is needed: bound to useSearchParams alone, the radio snaps back while pending', async () => {
    const slow = gate();
    const plain = (): [URLSearchParams, SetSide] => {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- called as a hook by SideChoice
      const [params, setParams] = useSearchParams();
      return [params, (change) => setParams(change)];
    };
    render(
      withRouter(
        <>
          <SideChoice useParams={plain} />
          <SlowPart waitFor={slow.promise} />
        </>,
      ),
    );

    await clickIn(screen.getByRole('radio', { name: 'supplier' }));
    expect(screen.getByRole('radio', { name: 'supplier' })).not.toBeChecked();

    slow.open();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'supplier' })).toBeChecked());
  });
});
