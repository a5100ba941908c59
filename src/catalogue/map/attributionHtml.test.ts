import { describe, expect, it } from 'vitest';
import { parseAttribution } from '../../config';
import { attributionHtml } from './attributionHtml';

/** What the browser makes of the HTML string Leaflet receives. */
function render(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('map attribution HTML', () => {
  it('draws plain links with safe attributes and the text around them', () => {
    const box = render(
      attributionHtml(
        parseAttribution('© <a href="https://www.openstreetmap.org/copyright">OSM</a> & co'),
      ),
    );
    expect(box.textContent).toBe('© OSM & co');
    const links = box.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never lets config.json inject elements or attributes', () => {
    const attack =
      '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(2)</script><a href="https://a.test/&quot;onmouseover=&quot;x">y</a>';
    const box = render(attributionHtml(parseAttribution(attack)));
    expect(box.querySelector('img, script, [onerror], [onmouseover]')).toBeNull();
    for (const link of box.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect([...link.attributes].map((attribute) => attribute.name).sort()).toEqual([
        'href',
        'rel',
        'target',
      ]);
    }
  });
});
