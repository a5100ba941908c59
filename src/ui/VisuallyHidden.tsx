import type { ReactNode } from 'react';

/** Text for screen readers only (still in the accessibility tree). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
