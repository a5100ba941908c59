/**
 * Whether the header's menu is open, one value for every header on the page. The first paint's
 * header (before config.json) gives way to the app's, and the app may draw its header off screen
 * while the first one is still in use: a menu opened or closed in either is open or closed in
 * both, whenever the person's press lands (read with `useSyncExternalStore`).
 */
let open = false;
const listeners = new Set<() => void>();

export const menuOpen = {
  get: (): boolean => open,
  set: (value: boolean): void => {
    if (open === value) return;
    open = value;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
