import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches a page's render error so the header stays around the explanation. The router keys it by
 * the path, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
