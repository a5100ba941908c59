import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** The part of a TanStack Query result that `QueryState` reads. */
export type QueryStateSource<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

/**
 * The loading, error and empty states of one query, then its data: a spinner while it is read
 * (saying so when it takes longer than usual, with a retry: `LoadingState`),
 * the error with a retry button, the empty state (with its help) when `isEmpty` says so, and
 * otherwise what `children` renders from the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  emptyTitle,
  emptyHelp,
  children,
}: {
  query: QueryStateSource<T>;
  loadingLabel: string;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  emptyHelp: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return <LoadingState label={loadingLabel} onRetry={() => void query.refetch()} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (isEmpty(query.data)) return <EmptyState title={emptyTitle}>{emptyHelp}</EmptyState>;
  return <>{children(query.data)}</>;
}
