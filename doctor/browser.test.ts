import { describe, expect, it } from 'vitest';
import { browserHeaders, preflightAllows } from './browser';

const ORIGIN = 'https://app.example';

describe('what a browser may read', () => {
  it('keeps a total header only when Access-Control-Expose-Headers names it', () => {
    const hidden = new Headers({ 'X-Total-Count': '345', 'Content-Type': 'application/json' });
    expect(browserHeaders(hidden).get('X-Total-Count')).toBeNull();
    expect(browserHeaders(hidden).get('Content-Type')).toBe('application/json');

    const exposed = new Headers({
      'X-Total-Count': '345',
      'Access-Control-Expose-Headers': 'x-total-count, Link',
    });
    expect(browserHeaders(exposed).get('X-Total-Count')).toBe('345');
  });

  it('reads every header when `*` is exposed (no credentials are sent)', () => {
    const all = new Headers({
      'Content-Range': 'items 0-19/40',
      'Access-Control-Expose-Headers': '*',
    });
    expect(browserHeaders(all).get('Content-Range')).toBe('items 0-19/40');
  });

  it('allows a signed-in request only when the preflight names both headers', () => {
    const both = new Headers({
      'Access-Control-Allow-Origin': ORIGIN,
      'Access-Control-Allow-Headers': 'Authorization, X-Auth-Owner',
    });
    expect(preflightAllows(both, 204, ORIGIN, ['authorization', 'x-auth-owner']).allowed).toBe(
      true,
    );

    // `*` does not cover Authorization.
    const star = new Headers({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
    });
    expect(preflightAllows(star, 204, ORIGIN, ['authorization', 'x-auth-owner'])).toEqual({
      allowed: false,
      missing: ['authorization'],
    });

    const otherOrigin = new Headers({ 'Access-Control-Allow-Origin': 'https://other.example' });
    expect(preflightAllows(otherOrigin, 204, ORIGIN, ['authorization']).allowed).toBe(false);
  });

  it('asks for a method beyond GET, HEAD and POST in Access-Control-Allow-Methods', () => {
    const getOnly = new Headers({
      'Access-Control-Allow-Origin': ORIGIN,
      'Access-Control-Allow-Headers': 'Authorization',
      'Access-Control-Allow-Methods': 'GET, POST',
    });
    expect(preflightAllows(getOnly, 204, ORIGIN, ['authorization'], 'POST').allowed).toBe(true);
    expect(preflightAllows(getOnly, 204, ORIGIN, ['authorization'], 'PATCH')).toEqual({
      allowed: false,
      missing: ['PATCH'],
    });
  });
});
