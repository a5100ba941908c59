import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { recordedConfig, renderApp } from '../../test/renderApp';
import { loadRecording, playback } from '../../test/recordedApi';
import json from '../../test/recorded/search.json';
import { SearchPage } from './SearchPage';

/** The sandbox's answers to a visitor's first search: the category tree and the first page. */
const recording = loadRecording(json);
const page = recording.exchanges.find((e) => e.url.includes('/solutions'));
const services = v.parse(v.array(v.object({ id: v.number(), name: v.string() })), page?.body);
const totalCount = Number(page?.headers['x-total-count']);

// A page waits for several answers and lazy parts: generous on a loaded machine.
describe('SearchPage on the sandbox’s recorded answers', { timeout: 30_000 }, () => {
  it('shows the first page of services and the total the API answered', async () => {
    const api = playback(recording);
    renderApp(<SearchPage />, {
      url: '/',
      config: recordedConfig(recording.origin),
      fetch: api.fetch,
    });
    // Each service of the first page is a heading with a link to its page, in the API's order.
    const first = services[0];
    if (first === undefined) throw new Error('the recording has no services');
    await screen.findByRole('link', { name: first.name });
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(services.map((s) => s.name));
    const status = screen.getAllByRole('status').find((s) => s.textContent.includes('found'));
    expect(status).toHaveTextContent(`${totalCount.toLocaleString('en')} services found`);
    expect(api.missed).toEqual([]);
  });
});
