import { describe, expect, it } from 'vitest';
import { ExpiringStore } from './memory-store.ts';

describe('ExpiringStore', () => {
  it('keeps entries until their own expiry, without a size cap', () => {
    let now = 1_000;
    const store = new ExpiringStore(() => now);
    store.set('session:1', { uid: 'a' }, { maxAge: 5_000 });
    for (let i = 0; i < 5_000; i += 1) store.set(`code:${i}`, i, { maxAge: 60_000 });
    store.set('grant:1', 'forever');
    expect(store.get('session:1')).toEqual({ uid: 'a' });
    expect(store.get('code:0')).toBe(0);
    now += 5_000;
    expect(store.get('session:1')).toBeUndefined();
    expect(store.get('grant:1')).toBe('forever');
  });

  it('sweeps expired entries', () => {
    let now = 0;
    const store = new ExpiringStore(() => now);
    for (let i = 0; i < 10; i += 1) store.set(`k${i}`, i, { maxAge: 10 });
    store.set('keep', 1);
    now = 100;
    store.sweep();
    expect(store.size).toBe(1);
    store.delete('keep');
    expect(store.get('keep')).toBeUndefined();
  });
});
