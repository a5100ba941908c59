import { describe, expect, it } from 'vitest';
import {
  CLOSED_STATES,
  KNOWN_STATES,
  OPEN_STATES,
  isClosedState,
  isKnownState,
  isWorkOver,
  progressOf,
  stateDescription,
  stateLabel,
} from './states';

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

describe('state questions', () => {
  it.each([
    ['APPROVED', true, true],
    ['CANCELLED', true, true],
    ['COMPLETED', false, true],
    ['IN_PROGRESS', false, false],
    ['ON_HOLD', false, false],
  ])('%s: closed %s, work over %s', (state, closed, over) => {
    expect(isClosedState(state)).toBe(closed);
    expect(isWorkOver(state)).toBe(over);
  });

  it('derives the open states from the one list: every known state but the closed ones', () => {
    expect(OPEN_STATES).toHaveLength(KNOWN_STATES.length - CLOSED_STATES.length);
    expect(OPEN_STATES[0]).toBe('DRAFT');
    expect(OPEN_STATES.at(-1)).toBe('COMPLETED');
    expect(OPEN_STATES.some(isClosedState)).toBe(false);
  });

  it('names known states and shows unknown ones as sent', () => {
    const t = (key: string) => `«${key}»`;
    expect(stateLabel(t, 'PLANNED')).toBe('«state.PLANNED»');
    expect(stateLabel(t, 'ON_HOLD')).toBe('ON_HOLD');
    expect(stateDescription(t, 'ON_HOLD')).toBe('«stateInfo.unknown»');
  });
});
