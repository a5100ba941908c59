import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { installProblemHandlers } from './errors.ts';
import { readJsonBody } from './json-body.ts';

function app(): Hono {
  const hono = new Hono();
  installProblemHandlers(hono);
  hono.post('/strict', async (c) => c.json({ got: await readJsonBody(c) }));
  hono.post('/optional', async (c) => c.json({ got: await readJsonBody(c, { emptyAs: {} }) }));
  return hono;
}

const post = (path: string, body: string, type = 'application/json') =>
  app().request(path, { method: 'POST', body, headers: { 'Content-Type': type } });

describe('readJsonBody', () => {
  it('returns the parsed body', async () => {
    const response = await post('/strict', '{"notes":"ok"}');
    expect(await response.json()).toEqual({ got: { notes: 'ok' } });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON as a problem', async () => {
    const response = await post('/strict', '{"notes":');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
  });

  it('refuses a missing body unless it is optional', async () => {
    expect((await post('/strict', '')).status).toBe(400);
    expect(await (await post('/optional', '')).json()).toEqual({ got: {} });
  });

  it('refuses other content types with 415', async () => {
    const response = await post('/strict', 'notes=ok', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('accepts +json media types', async () => {
    const response = await post('/strict', '[1]', 'application/merge-patch+json; charset=utf-8');
    expect(await response.json()).toEqual({ got: [1] });
  });
});
