import { describe, expect, it } from 'vitest';
import { renewalDelayMs } from './renewalSchedule';

describe('renewalDelayMs', () => {
  it('renews a 5-minute token one minute before expiry', () => {
    expect(renewalDelayMs(300, 300)).toBe(240_000);
  });

  it('renews a 20-second token 5 seconds before expiry', () => {
    expect(renewalDelayMs(20, 20)).toBe(15_000);
  });

  it('never schedules in the past or at once', () => {
    expect(renewalDelayMs(2, 20)).toBe(1000);
    expect(renewalDelayMs(-10, 300)).toBe(1000);
  });
});
