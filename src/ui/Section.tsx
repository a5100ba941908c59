import { useId, type ReactNode } from 'react';

/**
 * A region named by its heading (`aria-labelledby`): a screen reader lists it by that name. The
 * heading comes first, at `level` (2 by default) with `headingClassName`, then `children`.
 */
export function Section({
  heading,
  level = 2,
  className,
  headingClassName,
  children,
}: {
  heading: ReactNode;
  level?: 2 | 3;
  className?: string | undefined;
  headingClassName?: string | undefined;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
