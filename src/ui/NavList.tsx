import { NavLink } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
  /** Marked current only on exactly this path, not below it. */
  end?: boolean;
}

/** A named navigation landmark with one link per page; the current one gets `aria-current`. */
export function NavList({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly NavItem[];
  className: string;
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
