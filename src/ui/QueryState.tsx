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
 * (saying so when it takes longer than usual, with a retry: `LoadingState`), the error with a retry
 * button, the empty state (with its help) when `empty` says so, and otherwise what `children`
 * renders from the data. A refresh that failed while data is shown puts the error above the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  query: QueryStateSource<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The empty state: when `when` says the data holds nothing, `title` and `help` instead. */
  empty?: { when: (data: T) => boolean; title: string; help: ReactNode };
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.isPending) return <LoadingState label={loadingLabel} onRetry={retry} />;
  const error = query.isError ? (
    <ErrorState title={errorTitle} error={query.error} onRetry={retry} />
  ) : null;
  if (query.data === undefined) return error;
  if (empty?.when(query.data)) return <EmptyState title={empty.title}>{empty.help}</EmptyState>;
  return (
    <>
      {error}
      {children(query.data)}
    </>
  );
}
