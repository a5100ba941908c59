import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { draftOutcome, mayHaveApplied, transitionOutcome } from './applied';

describe('mayHaveApplied', () => {
  it('is true when no answer came or the server failed', () => {
    expect(mayHaveApplied(new ApiError({ kind: 'network' }))).toBe(true);
    expect(mayHaveApplied(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(mayHaveApplied(new ApiError({ kind: 'http', status: 503 }))).toBe(true);
    expect(mayHaveApplied(new ApiError({ kind: 'http', status: 500 }))).toBe(true);
  });

  it('is false for a refusal or anything else', () => {
    expect(mayHaveApplied(new ApiError({ kind: 'http', status: 409 }))).toBe(false);
    expect(mayHaveApplied(new ApiError({ kind: 'http', status: 429 }))).toBe(false);
    expect(mayHaveApplied(new ApiError({ kind: 'refused-origin' }))).toBe(false);
    expect(mayHaveApplied(new Error('boom'))).toBe(false);
  });
});

describe('transitionOutcome', () => {
  it('is applied when the re-read order reached the target state', () => {
    expect(transitionOutcome({ state: 'QUOTED' }, { state: 'ACCEPTED' }, 'ACCEPTED')).toBe(
      'applied',
    );
  });

  it('is not applied when the order stayed where it was', () => {
    expect(transitionOutcome({ state: 'QUOTED' }, { state: 'QUOTED' }, 'ACCEPTED')).toBe(
      'not-applied',
    );
  });

  it('does not count a state the order was in already (request-revisions loops)', () => {
    expect(
      transitionOutcome({ state: 'IN_PROGRESS' }, { state: 'IN_PROGRESS' }, 'IN_PROGRESS'),
    ).toBe('not-applied');
  });

  it('is unknown when the order could not be read again', () => {
    expect(transitionOutcome({ state: 'QUOTED' }, undefined, 'ACCEPTED')).toBe('unknown');
  });
});

describe('draftOutcome', () => {
  const sent = { quotedPrice: 1200, quotedCurrency: 'NOK', quoteNotes: 'Two days' };

  it('is applied when the re-read quote holds what was sent', () => {
    expect(draftOutcome(sent, { quoteDetails: { ...sent, quoteValidUntil: '2030-01-01' } })).toBe(
      'applied',
    );
  });

  it('is not applied when a field differs or there is no quote', () => {
    expect(draftOutcome(sent, { quoteDetails: { ...sent, quotedPrice: 1000 } })).toBe(
      'not-applied',
    );
    expect(draftOutcome(sent, { quoteDetails: undefined })).toBe('not-applied');
  });

  it('is unknown when the order could not be read again', () => {
    expect(draftOutcome(sent, undefined)).toBe('unknown');
  });
});
