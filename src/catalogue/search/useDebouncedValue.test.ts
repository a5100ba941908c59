import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the value once it has stopped changing for the delay, skipping the values between', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }: { value: string }) => {
        const settled = useDebouncedValue(value, 300);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { value: 'g' } },
    );
    rerender({ value: 'gj' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    rerender({ value: 'gje' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('g');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('gje');
    expect(seen).toEqual(['g', 'gje']);
  });
});
