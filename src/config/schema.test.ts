import { describe, expect, it } from 'vitest';
import { ConfigError } from './loadConfig';
import { parseConfig } from './parseConfig';

function config(overrides: { api?: string; authority?: string; attribution?: string } = {}) {
  return {
    catalogueBaseUrl: overrides.api ?? 'https://api.example.org/orgadmin/v1',
    ordersBaseUrl: 'https://orders.example.org/services/v1',
    oidc: { authority: overrides.authority ?? 'https://id.example.org/realms/x', clientId: 'web' },
    map: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: overrides.attribution ?? '© OpenStreetMap contributors',
      center: [63.4, 10.4],
      zoom: 5,
    },
  };
}

function issuesOf(raw: unknown): readonly string[] {
  try {
    parseConfig(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

describe('config.json addresses', () => {
  it('refuses plain http for the API and the identity provider outside this machine', () => {
    expect(issuesOf(config({ api: 'http://api.example.org/orgadmin/v1' }))).toEqual([
      'catalogueBaseUrl: must use https (http only for localhost and 127.0.0.1)',
    ]);
    expect(issuesOf(config({ authority: 'http://id.example.org/realms/x' }))).toEqual([
      'oidc.authority: must use https (http only for localhost and 127.0.0.1)',
    ]);
    expect(issuesOf(config({ api: 'http://127.0.0.2:8080/x' }))).toHaveLength(1);
    expect(issuesOf(config({ api: 'http://localhost.evil.test/x' }))).toHaveLength(1);
  });

  it('accepts https anywhere and http on localhost and 127.0.0.1', () => {
    expect(issuesOf(config())).toEqual([]);
    expect(issuesOf(config({ api: 'http://127.0.0.1:8080/orgadmin/v1' }))).toEqual([]);
    expect(issuesOf(config({ authority: 'http://localhost:8081/realms/sandbox' }))).toEqual([]);
  });
});

describe('config.json map attribution', () => {
  it('keeps text and plain http(s) links only', () => {
    const parsed = parseConfig(
      config({
        attribution:
          '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }),
    );
    expect(parsed.map.attribution).toEqual([
      { text: '© ' },
      { text: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
      { text: ' contributors' },
    ]);
  });

  it('turns any other markup into literal text', () => {
    const attack =
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://a.test" onclick="x()">y</a>';
    const parsed = parseConfig(config({ attribution: attack }));
    expect(parsed.map.attribution).toEqual([{ text: attack }]);
  });
});
