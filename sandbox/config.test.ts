import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ORIGINS, readSettings, SettingsError } from './config.ts';

describe('readSettings', () => {
  it('uses the documented defaults', () => {
    const settings = readSettings({}, '/repo');
    expect(settings).toEqual({
      host: '127.0.0.1',
      apiPort: 8080,
      authPort: 8081,
      dataDir: '/repo/.sandbox-data',
      demoPassword: 'demo-password',
      tokenTtl: 300,
      appOrigins: DEFAULT_APP_ORIGINS,
      scale: undefined,
      rateLimit: 1200,
      shapes: 'standard',
      shapesSeed: 1,
      faults: null,
      extraOrders: 0,
      corsHeaders: 'all',
    });
  });

  it('reads every variable', () => {
    const settings = readSettings(
      {
        SANDBOX_API_PORT: '19100',
        SANDBOX_AUTH_PORT: '19101',
        SANDBOX_DATA_DIR: 'tmp/data',
        SANDBOX_DEMO_PASSWORD: 'secret-ish',
        SANDBOX_TOKEN_TTL: '2',
        SANDBOX_APP_ORIGINS: 'http://127.0.0.1:3000, https://app.example.org',
        SANDBOX_SCALE: '50000',
        SANDBOX_RATE_LIMIT: '5',
        SANDBOX_SHAPES: 'alternate',
        SANDBOX_FAULTS: 'seed=7,latency=5ms',
        SANDBOX_EXTRA_ORDERS: '1500',
      },
      '/repo',
    );
    expect(settings).toMatchObject({
      apiPort: 19100,
      authPort: 19101,
      dataDir: '/repo/tmp/data',
      demoPassword: 'secret-ish',
      tokenTtl: 2,
      appOrigins: ['http://127.0.0.1:3000', 'https://app.example.org'],
      scale: 50000,
      rateLimit: 5,
      shapes: 'alternate',
      faults: { seed: 7, latencyMs: { min: 5, max: 5 } },
      extraOrders: 1500,
      corsHeaders: 'all',
    });
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      readSettings(
        {
          SANDBOX_API_PORT: 'eighty',
          SANDBOX_AUTH_PORT: '70000',
          SANDBOX_TOKEN_TTL: '0',
          SANDBOX_APP_ORIGINS: 'http://127.0.0.1:5173/app,not a url',
          SANDBOX_SCALE: '-1',
          SANDBOX_RATE_LIMIT: '1.5',
          SANDBOX_DEMO_PASSWORD: 'x',
          SANDBOX_SHAPES: 'spring',
          SANDBOX_FAULTS: 'error=2,latency=fast',
        },
        '/repo',
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    const problems = caught instanceof SettingsError ? caught.problems.join('\n') : '';
    for (const name of [
      'SANDBOX_API_PORT',
      'SANDBOX_AUTH_PORT',
      'SANDBOX_TOKEN_TTL',
      'SANDBOX_SCALE',
      'SANDBOX_RATE_LIMIT',
      'SANDBOX_DEMO_PASSWORD',
      'SANDBOX_SHAPES',
      '"http://127.0.0.1:5173/app"',
      '"not a url"',
      'SANDBOX_FAULTS: "error=2"',
      'SANDBOX_FAULTS: "latency=fast"',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('knows every shape set by name, and names them when one is unknown', () => {
    for (const shapes of ['standard', 'alternate', 'polyglot', 'random']) {
      expect(readSettings({ SANDBOX_SHAPES: shapes }, '/r').shapes).toBe(shapes);
    }
    expect(() => readSettings({ SANDBOX_SHAPES: 'nestjs' }, '/r')).toThrow(
      /SANDBOX_SHAPES must be one of standard, alternate, polyglot, random \(got "nestjs"\)/,
    );
  });

  it('reads the seed of the random shapes, a whole number', () => {
    expect(readSettings({ SANDBOX_SHAPES_SEED: '42' }, '/r').shapesSeed).toBe(42);
    expect(() => readSettings({ SANDBOX_SHAPES_SEED: 'x' }, '/r')).toThrow(/SANDBOX_SHAPES_SEED/);
  });

  it('refuses the same port for both servers', () => {
    expect(() =>
      readSettings({ SANDBOX_API_PORT: '9000', SANDBOX_AUTH_PORT: '9000' }, '/r'),
    ).toThrow(/must differ/);
  });
});
