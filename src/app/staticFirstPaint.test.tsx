import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staticFirstPaints } from './staticFirstPaint';

/** The rendered HTML in the page, to be read by role as a visitor's browser would. */
function parsed(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

function paintFor(language: string, path: string): HTMLElement {
  const paint = staticFirstPaints().find(
    (candidate) => candidate.language === language && candidate.path === path,
  );
  if (!paint) throw new Error(`no first paint for ${language} ${path}`);
  return parsed(paint.html);
}

describe('the first paints rendered into index.html at build time', () => {
  it('has one for /, one for /providers and one for every other address, in each language', () => {
    const keys = staticFirstPaints().map((paint) => `${paint.language} ${paint.path}`);
    expect(keys).toEqual(['en /', 'en /providers', 'en *', 'nb /', 'nb /providers', 'nb *']);
  });

  it("draws the providers page's heading and lead on /providers, in each language", () => {
    const english = within(paintFor('en', '/providers'));
    expect(english.getByRole('heading', { level: 1 })).toHaveTextContent('Providers');
    expect(english.getByText(/Find the organisations/)).toHaveClass('lead');
    expect(english.getByRole('link', { name: 'Providers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const norwegian = within(paintFor('nb', '/providers'));
    expect(norwegian.getByRole('heading', { level: 1 })).toHaveTextContent('Leverandører');
  });

  it("draws the header and the search page's heading and lead on /, in each language", () => {
    const english = within(paintFor('en', '/'));
    expect(english.getByRole('link', { name: 'Circular services, home' })).toBeInTheDocument();
    expect(english.getByRole('heading', { level: 1 })).toHaveTextContent('Find a circular service');
    expect(english.getByText(/Choose the kind of object you have/)).toHaveClass('lead');
    expect(english.getByRole('link', { name: 'Find services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const norwegian = within(paintFor('nb', '/'));
    expect(norwegian.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Finn en sirkulær tjeneste',
    );
    expect(norwegian.getByRole('status')).toHaveTextContent('Sjekker innloggingen');
  });

  it('says every other page is loading, in each language', () => {
    const english = within(paintFor('en', '*'));
    expect(english.getByRole('link', { name: 'Providers' })).toBeInTheDocument();
    expect(english.getByRole('main')).toHaveTextContent('Loading…');
    const other = within(paintFor('nb', '*'));
    expect(other.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(other.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(other.getByRole('main')).toHaveTextContent('Laster …');
  });
});
