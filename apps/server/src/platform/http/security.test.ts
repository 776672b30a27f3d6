import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig, ConfigError } from '../config';

describe('base maps in the Content-Security-Policy', () => {
  let t: TestApp;
  const layers = [
    { name: 'Streets', url: 'https://tiles.example.org/streets/{z}/{x}/{y}.png' },
    { name: 'Imagery', url: 'https://{s}.imagery.example.net/{z}/{y}/{x}' },
  ];
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { BASEMAP_LAYERS: JSON.stringify(layers) } });
  });
  afterAll(async () => t.close());

  it('publishes the configured base maps and allows exactly their tile hosts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json().baseMaps).toEqual(layers.map((l) => ({ ...l, attribution: '' })));
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org https://*.imagery.example.net;");
    expect(csp).toContain("connect-src 'self' https://tiles.example.org https://*.imagery.example.net;");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('maps.six.nsw.gov.au');
  });
});

describe('BASEMAP_LAYERS', () => {
  it('defaults to the NSW Spatial Services base maps; [] turns them off', () => {
    expect(loadConfig({}).baseMaps.map((l) => l.name)).toEqual(['Streets', 'Imagery', 'Topographic']);
    expect(loadConfig({ BASEMAP_LAYERS: '[]' }).baseMaps).toEqual([]);
  });

  it('lists bad JSON or a bad layer as a configuration error', () => {
    expect(() => loadConfig({ BASEMAP_LAYERS: 'streets' })).toThrow(ConfigError);
    expect(() => loadConfig({ BASEMAP_LAYERS: '[{"name":"A","url":"ftp://x/{z}"}]' })).toThrow(/BASEMAP_LAYERS/);
  });
});
