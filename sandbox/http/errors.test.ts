import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { installProblemHandlers } from './errors.ts';
import { ProblemError } from './problem.ts';

function app(): Hono {
  const hono = new Hono();
  installProblemHandlers(hono);
  hono.get('/boom', () => {
    throw new Error('kaboom');
  });
  hono.get('/conflict', () => {
    throw new ProblemError({ status: 409, code: 'TRANSITION_NOT_ALLOWED', title: 'Not now' });
  });
  return hono;
}

describe('installProblemHandlers', () => {
  it('turns an unexpected error into a 500 problem without leaking the message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app().request('/boom');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(body).not.toContain('kaboom');
    expect(log).toHaveBeenCalled();
  });

  it('answers a thrown ProblemError with its own status and code', async () => {
    const response = await app().request('/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      title: 'Not now',
    });
  });

  it('answers unknown paths with a 404 problem', async () => {
    const response = await app().request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
