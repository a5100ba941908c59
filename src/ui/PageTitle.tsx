import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/** The page's one `<h1>`; also sets the document title. */
export function PageTitle({ children, title }: { children: ReactNode; title?: string }) {
  usePageTitle(title ?? (typeof children === 'string' ? children : undefined));
  return <h1 className="page-title">{children}</h1>;
}
