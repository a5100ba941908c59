import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they have thrown; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a page's render error (or a page module that failed to load) so the header stays
 * around the explanation. The router keys it by the path, so moving to another page starts
 * afresh; `retry` renders the page again in place (a failed module is fetched again).
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  private readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children;
  }
}
