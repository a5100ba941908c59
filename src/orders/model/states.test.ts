import { describe, expect, it } from 'vitest';
import { isKnownState, progressOf } from './states';

describe('progressOf', () => {
  it('places main-path states by position', () => {
    expect(progressOf('DRAFT')).toEqual({ kind: 'on-path', index: 0 });
    expect(progressOf('APPROVED')).toEqual({ kind: 'on-path', index: 7 });
  });

  it('marks cancelled and unknown states', () => {
    expect(progressOf('CANCELLED')).toEqual({ kind: 'cancelled' });
    expect(progressOf('ON_HOLD')).toEqual({ kind: 'unknown' });
    expect(isKnownState('ON_HOLD')).toBe(false);
  });
});
