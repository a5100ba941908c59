import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStaticFirstPaint } from './showStaticFirstPaint';

/** A page as the build writes it: an empty #root and a first paint per language and address. */
function writePage(rootContent = '') {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `
    <div id="root">${rootContent}</div>
    <template data-first-paint data-language="en" data-path="/"><h1>Search</h1></template>
    <template data-first-paint data-language="en" data-path="/providers"><h1>Providers</h1></template>
    <template data-first-paint data-language="en" data-path="*"><p>Loading</p></template>
    <template data-first-paint data-language="nb" data-path="/"><h1>Søk</h1></template>
    <template data-first-paint data-language="nb" data-path="*"><p>Laster</p></template>`;
}

const root = () => document.getElementById('root');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the static first paint's script", () => {
  it("draws the address's first paint in the browser's language and sets the page's language", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nb-NO', 'en']);
    writePage();
    showStaticFirstPaint(document, '/');
    expect(root()?.innerHTML).toBe('<h1>Søk</h1>');
    expect(document.documentElement.lang).toBe('nb');
  });

  it('follows the saved choice over the browser, as the app does', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nb-NO']);
    localStorage.setItem('ui-language', 'en');
    writePage();
    showStaticFirstPaint(document, '/');
    expect(root()?.innerHTML).toBe('<h1>Search</h1>');
  });

  it('disables its controls until the app has taken over (a press or a choice would be lost)', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    document.body.innerHTML = `
      <div id="root"></div>
      <template data-first-paint data-language="en" data-path="/"><h1>Search</h1><button type="button">Menu</button><select aria-label="Language"><option value="en">English</option></select></template>`;
    showStaticFirstPaint(document, '/');
    expect(root()?.querySelector('select')).toBeDisabled();
    expect(root()?.querySelector('button')).toBeDisabled();
  });

  it('draws the first paint of an address that has its own, with or without a closing slash', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    writePage();
    showStaticFirstPaint(document, '/providers/');
    expect(root()?.innerHTML).toBe('<h1>Providers</h1>');
  });

  it('draws the first paint for every other address where the address has none of its own', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    writePage();
    showStaticFirstPaint(document, '/orders/42');
    expect(root()?.innerHTML).toBe('<p>Loading</p>');
  });

  it('takes the templates out of the page, and leaves a #root that already has content', () => {
    writePage('<p>drawn</p>');
    showStaticFirstPaint(document, '/');
    expect(root()?.innerHTML).toBe('<p>drawn</p>');
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });
});
