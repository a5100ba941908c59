import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { halLinksSchema, readLinks } from './link';
import { resolveHref } from './resolve';
import { isTransitionLink, selectTransitions, subResourceHref } from './transitions';

const API = 'http://127.0.0.1:8080/services/v1';
const KNOWN = ['request-quote', 'quote', 'accept', 'cancel'];

const transition = (name: string, extra: Record<string, unknown> = {}) => ({
  href: `/services/v1/orders/7/transitions/${name}`,
  method: 'POST',
  targetState: 'SOMEWHERE',
  ...extra,
});

describe('readLinks', () => {
  it('keeps valid links with unknown fields and drops entries that are not one link object', () => {
    const links = readLinks({
      self: { href: '/services/v1/orders/7', profile: 'x' },
      items: [{ href: '/a' }, { href: '/b' }],
      broken: { title: 'no href' },
      odd: 42,
    });
    expect(Object.keys(links)).toEqual(['self']);
    expect(links.self).toMatchObject({ href: '/services/v1/orders/7', profile: 'x' });
  });

  it('keeps a link whose words are not text, leaving those words out', () => {
    const links = readLinks({
      accept: transition('accept', { title: { en: 'Accept' }, disabled: true, disabledReason: 7 }),
    });
    expect(links.accept).toMatchObject({ disabled: true, title: undefined });
    expect(links.accept?.disabledReason).toBeUndefined();
  });

  it('reads an absent _links as no links', () => {
    const schema = v.object({ _links: halLinksSchema });
    expect(v.parse(schema, {})._links).toEqual({});
  });
});

describe('resolveHref', () => {
  it('resolves a path against the API base', () => {
    expect(resolveHref('/services/v1/orders/7', API)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080/services/v1/orders/7',
    });
  });

  it.each([
    'http://evil.test/services/v1/orders/7',
    '//evil.test/x',
    'http://127.0.0.1:9999/services/v1/orders/7',
    'https://127.0.0.1:8080/services/v1/orders/7',
    'javascript:alert(1)',
  ])('refuses %s', (href) => {
    expect(resolveHref(href, API)).toMatchObject({ ok: false, reason: 'other-origin' });
  });
});

describe('selectTransitions', () => {
  it('turns only known transition relations into actions, in the known order', () => {
    const links = readLinks({
      cancel: transition('cancel', { targetState: 'CANCELLED' }),
      self: { href: '/services/v1/orders/7' },
      'change-history': { href: '/services/v1/orders/7/change-history' },
      history: { href: '/services/v1/orders/7/history' },
      'request-quote': transition('request-quote', { targetState: 'REQUESTED', title: 'Ask' }),
      teleport: transition('teleport', { targetState: 'MARS' }),
    });
    const { actions, ignored } = selectTransitions(links, KNOWN, API);
    expect(actions.map((a) => a.rel)).toEqual(['request-quote', 'cancel']);
    expect(actions[0]).toEqual({
      rel: 'request-quote',
      href: 'http://127.0.0.1:8080/services/v1/orders/7/transitions/request-quote',
      method: 'POST',
      targetState: 'REQUESTED',
      title: 'Ask',
      disabled: false,
      disabledReason: undefined,
    });
    expect(ignored).toEqual(
      expect.arrayContaining([
        { rel: 'self', reason: 'reserved-relation' },
        { rel: 'change-history', reason: 'not-a-transition' },
        { rel: 'history', reason: 'not-a-transition' },
        { rel: 'teleport', reason: 'unknown-relation' },
      ]),
    );
  });

  it('never makes self an action, even when it carries method and targetState', () => {
    const links = readLinks({ self: transition('self') });
    expect(selectTransitions(links, [...KNOWN, 'self'], API).actions).toEqual([]);
  });

  it('ignores a known relation without method or without targetState', () => {
    const links = readLinks({
      accept: { href: '/services/v1/orders/7/transitions/accept', method: 'POST' },
      quote: { href: '/services/v1/orders/7/transitions/quote', targetState: 'QUOTED' },
      cancel: transition('cancel', { method: '  ' }),
    });
    const { actions, ignored } = selectTransitions(links, KNOWN, API);
    expect(actions).toEqual([]);
    expect(ignored.map((i) => i.reason)).toEqual([
      'not-a-transition',
      'not-a-transition',
      'not-a-transition',
    ]);
  });

  it('keeps disabled links as disabled actions, with or without a reason', () => {
    const links = readLinks({
      quote: transition('quote', { disabled: true, disabledReason: 'QUOTE_PRICE_REQUIRED' }),
      accept: transition('accept', { disabled: true }),
      cancel: transition('cancel', { disabled: false, disabledReason: 'IGNORED_WHEN_ENABLED' }),
    });
    const { actions } = selectTransitions(links, KNOWN, API);
    expect(actions.map((a) => [a.rel, a.disabled, a.disabledReason])).toEqual([
      ['quote', true, 'QUOTE_PRICE_REQUIRED'],
      ['accept', true, undefined],
      ['cancel', false, undefined],
    ]);
  });

  it('refuses a known transition whose href leaves the API origin', () => {
    const links = readLinks({
      accept: transition('accept', { href: 'https://evil.test/steal' }),
      cancel: transition('cancel'),
    });
    const { actions, ignored } = selectTransitions(links, KNOWN, API);
    expect(actions.map((a) => a.rel)).toEqual(['cancel']);
    expect(ignored).toContainEqual({ rel: 'accept', reason: 'other-origin' });
  });

  it('ignores a transition link with a method the client cannot send', () => {
    const links = readLinks({
      accept: transition('accept', { method: 'GET' }),
      cancel: transition('cancel', { method: 'post' }),
    });
    const { actions, ignored } = selectTransitions(links, KNOWN, API);
    expect(actions.map((a) => [a.rel, a.method])).toEqual([['cancel', 'POST']]);
    expect(ignored).toContainEqual({ rel: 'accept', reason: 'unsupported-method' });
  });

  it('classifies transition versus sub-resource links', () => {
    expect(isTransitionLink({ href: '/x', method: 'POST', targetState: 'A' })).toBe(true);
    expect(isTransitionLink({ href: '/x', method: 'POST' })).toBe(false);
    expect(isTransitionLink({ href: '/x' })).toBe(false);
  });
});

describe('subResourceHref', () => {
  const links = readLinks({
    'change-history': { href: '/services/v1/orders/7/change-history' },
    history: { href: 'http://evil.test/history' },
    cancel: transition('cancel'),
  });

  it('resolves a sub-resource relation', () => {
    expect(subResourceHref(links, 'change-history', API)).toBe(
      'http://127.0.0.1:8080/services/v1/orders/7/change-history',
    );
  });

  it('gives null for an absent, cross-origin or transition relation', () => {
    expect(subResourceHref(links, 'nothing', API)).toBeNull();
    expect(subResourceHref(links, 'history', API)).toBeNull();
    expect(subResourceHref(links, 'cancel', API)).toBeNull();
  });
});
