import { describe, expect, it } from 'vitest';
import {
  initialState,
  RENEWAL_RETRY_DELAY_MS,
  transition,
  type SessionEvent,
  type SessionProfile,
  type SessionState,
} from './sessionMachine';

const north = { id: 'org-1', alias: 'north', name: 'North AS' };
const south = { id: 'org-2', alias: 'south', name: 'South AS' };
const one: SessionProfile = { name: 'Kari', organizations: [north] };
const two: SessionProfile = { name: 'Mia', organizations: [north, south] };

type Tokens = { token: string };

/** Runs events in order; returns the last state and every effect type seen. */
function run(state: SessionState<Tokens>, ...events: SessionEvent<Tokens>[]) {
  const effects: string[] = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects.map((effect) => effect.type));
  }
  return { state, effects };
}

function signedIn(profile = one) {
  return run(initialState<Tokens>('loading'), {
    type: 'SIGNED_IN',
    tokens: { token: 'a' },
    profile,
  }).state;
}

/** A signed-in session and the renewal events of its generation. */
function signedInWithRenewal() {
  const start = signedIn();
  const generation = start.generation;
  const r: {
    started: SessionEvent<Tokens>;
    failed: SessionEvent<Tokens>;
    renewed: (token: string) => SessionEvent<Tokens>;
  } = {
    started: { type: 'RENEWAL_STARTED', generation },
    failed: { type: 'RENEWAL_FAILED', generation },
    renewed: (token) => ({ type: 'RENEWED', generation, tokens: { token }, profile: one }),
  };
  return { start, r };
}

describe('session state machine', () => {
  it('signs in from the callback, choosing the only organisation, and plans a renewal', () => {
    const { state, effects } = run(initialState<Tokens>('loading'), {
      type: 'SIGNED_IN',
      tokens: { token: 'a' },
      profile: one,
    });
    expect(state).toMatchObject({ status: 'signed-in', organization: north });
    expect(effects).toEqual(['schedule-renewal']);
  });

  it('renews: new tokens, same organisation, next renewal planned', () => {
    const start = signedIn(two);
    const chosen = run(start, { type: 'ORGANIZATION_CHOSEN', id: 'org-2' }).state;
    const { state, effects } = run(
      chosen,
      { type: 'RENEWAL_STARTED', generation: chosen.generation },
      { type: 'RENEWED', generation: chosen.generation, tokens: { token: 'b' }, profile: two },
    );
    expect(state).toMatchObject({
      status: 'signed-in',
      tokens: { token: 'b' },
      organization: south,
      renewal: { phase: 'idle' },
    });
    expect(effects).toEqual(['schedule-renewal']);
  });

  it('retries a failed renewal once after a back-off, then succeeds', () => {
    const { start, r } = signedInWithRenewal();
    const { state, effects } = run(start, r.started, r.failed);
    expect(state).toMatchObject({ status: 'signed-in', renewal: { phase: 'retry-wait' } });
    expect(transition(start, r.failed).effects).toEqual([
      { type: 'retry-renewal', delayMs: RENEWAL_RETRY_DELAY_MS },
    ]);
    expect(effects).toEqual(['retry-renewal']);
    const after = run(state, r.started, r.renewed('c')).state;
    expect(after).toMatchObject({ status: 'signed-in', tokens: { token: 'c' } });
  });

  it('ends the session as expired when the retry fails too', () => {
    const { start, r } = signedInWithRenewal();
    const { state, effects } = run(start, r.started, r.failed, r.started, r.failed);
    expect(state).toMatchObject({ status: 'anonymous', expired: true });
    expect(effects).toEqual(['retry-renewal', 'forget-session']);
  });

  it('keeps the user signed out when a renewal finishes after sign-out', () => {
    const { start, r } = signedInWithRenewal();
    const { state, effects } = run(
      start,
      r.started,
      { type: 'SIGN_OUT', redirecting: true },
      r.renewed('late'),
      { type: 'SIGN_OUT_REDIRECT_FAILED' },
    );
    expect(state).toMatchObject({ status: 'anonymous', expired: false });
    expect(effects).toEqual(['forget-session', 'organization-data-invalidated']);
  });

  it('ignores a failed or late renewal of an earlier session after signing in again', () => {
    const first = signedIn();
    const out = run(first, { type: 'SIGN_OUT', redirecting: false }).state;
    const second = run(out, { type: 'SIGNED_IN', tokens: { token: 'new' }, profile: one }).state;
    const { state } = run(
      second,
      { type: 'RENEWED', generation: first.generation, tokens: { token: 'old' }, profile: one },
      { type: 'RENEWAL_FAILED', generation: first.generation },
      { type: 'RENEWAL_FAILED', generation: first.generation },
    );
    expect(state).toMatchObject({ status: 'signed-in', tokens: { token: 'new' } });
  });

  it('stays signed out when a renewal fails during sign-out (no "expired" banner)', () => {
    const { start, r } = signedInWithRenewal();
    const { state } = run(start, r.started, { type: 'SIGN_OUT', redirecting: false }, r.failed);
    expect(state).toMatchObject({ status: 'anonymous', expired: false });
  });

  it('switches organisation: data of the previous one is invalidated, not on the first choice', () => {
    const start = signedIn(two);
    expect(start).toMatchObject({ organization: null });
    const first = run(start, { type: 'ORGANIZATION_CHOSEN', id: 'org-1' });
    expect(first.effects).toEqual([]);
    const second = run(first.state, { type: 'ORGANIZATION_CHOSEN', id: 'org-2' });
    expect(second.state).toMatchObject({ organization: south });
    expect(second.effects).toEqual(['organization-data-invalidated']);
    // Unknown or the same organisation: nothing happens.
    expect(run(second.state, { type: 'ORGANIZATION_CHOSEN', id: 'org-9' }).state).toBe(
      second.state,
    );
    expect(run(second.state, { type: 'ORGANIZATION_CHOSEN', id: 'org-2' }).effects).toEqual([]);
  });

  it('signs out when another tab signed out, and a renewal in flight cannot undo it', () => {
    const { start, r } = signedInWithRenewal();
    const { state, effects } = run(
      start,
      r.started,
      { type: 'SIGNED_OUT_ELSEWHERE' },
      r.renewed('late'),
    );
    expect(state).toMatchObject({ status: 'anonymous', expired: false });
    expect(effects).toEqual(['forget-session', 'organization-data-invalidated']);
    // Nothing to do when this tab was not signed in.
    const visitor = initialState<Tokens>('anonymous');
    expect(run(visitor, { type: 'SIGNED_OUT_ELSEWHERE' }).state).toBe(visitor);
  });

  it('falls back to a visitor when the session restore or callback fails', () => {
    const { state, effects } = run(initialState<Tokens>('loading'), { type: 'SIGN_IN_FAILED' });
    expect(state).toMatchObject({ status: 'anonymous', expired: false });
    expect(effects).toEqual(['forget-session']);
  });
});
