import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { RequestItem } from '../../catalogue';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { askAllMessages } from './askAllMessages';
import type { AskResult } from './useAskAll';

/**
 * What "Ask all for a quote" did, service by service: asked (with its order) or not asked and
 * why, with one button to ask the failed ones again. Focus moves to it when a round ends.
 */
export function AskResults({
  items,
  results,
  running,
  onRetry,
  onClear,
}: {
  items: readonly RequestItem[];
  results: ReadonlyMap<number, AskResult>;
  running: boolean;
  onRetry: () => void;
  onClear: () => void;
}) {
  const ta = useT(askAllMessages);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const named = (item: RequestItem) =>
    item.providerName ? `${item.name} (${item.providerName})` : item.name;
  const asked = items.filter((item) => results.get(item.solutionId)?.kind === 'asked').length;
  const failed = items.filter((item) => results.get(item.solutionId)?.kind === 'failed').length;

  useEffect(() => {
    if (!running) headingRef.current?.focus();
  }, [running]);

  return (
    <section className="panel" aria-labelledby={`${id}-results`} aria-busy={running}>
      <h2 id={`${id}-results`} ref={headingRef} tabIndex={-1}>
        {ta('askAll.results')}
      </h2>
      {running ? null : (
        <p role="status">
          {failed === 0
            ? ta('askAll.allAsked', { count: asked })
            : ta('askAll.someFailed', { count: failed, asked })}
        </p>
      )}
      <ul>
        {items.map((item) => {
          const result = results.get(item.solutionId);
          if (result === undefined) return null;
          return (
            <li key={item.solutionId}>
              {result.kind === 'asked'
                ? ta('askAll.asked', { name: named(item) })
                : ta('askAll.failed', { name: named(item), reason: result.reason })}
              {result.orderId === undefined ? null : (
                <>
                  {' '}
                  <Link to={`/orders/${result.orderId}`}>
                    {ta('askAll.orderOf', { id: result.orderId })}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {failed > 0 ? (
        <Button variant="primary" busy={running} disabled={running} onClick={onRetry}>
          {ta('askAll.retry', { count: failed })}
        </Button>
      ) : null}{' '}
      <Link to="/orders">{ta('askAll.toOrders')}</Link>{' '}
      {failed === 0 && !running ? <Button onClick={onClear}>{ta('askAll.clear')}</Button> : null}
    </section>
  );
}
