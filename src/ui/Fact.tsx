import type { ReactNode } from 'react';

/**
 * One term and its description in a `<dl>`; nothing at all when there is no description (null,
 * undefined, false or an empty string). `group` wraps the pair in a `<div>`, as a `<dl>` laid out
 * as a grid of cards needs.
 */
export function Fact({
  term,
  group = false,
  children,
}: {
  term: ReactNode;
  group?: boolean;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === false || children === '') {
    return null;
  }
  const pair = (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
  return group ? <div>{pair}</div> : pair;
}
