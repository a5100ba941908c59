import type { Solution } from '../api/schemas';

export interface PopupLink {
  solution: Solution;
  href: string;
}

/** A popup's content built with DOM calls (no HTML strings): service names as links. */
export function popupContent(
  links: readonly PopupLink[],
  more: string | undefined,
  onNavigate: (href: string) => void,
  describe: (solution: Solution) => string,
): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  const list = document.createElement('ul');
  for (const { solution, href } of links) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = href;
    link.textContent = solution.name;
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      onNavigate(href);
    });
    const detail = document.createElement('span');
    detail.textContent = describe(solution);
    item.append(link, detail);
    list.append(item);
  }
  root.append(list);
  if (more) {
    const note = document.createElement('p');
    note.textContent = more;
    root.append(note);
  }
  return root;
}
