import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { tileOrigin } from './security';

describe('tileOrigin', () => {
  it('turns a tile template into the CSP source it needs', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org']);
    expect(tileOrigin('https://maps.six.nsw.gov.au/arcgis/rest/services/public/NSW_Base_Map/MapServer/tile/{z}/{y}/{x}')).toEqual(['https://maps.six.nsw.gov.au']);
    expect(tileOrigin('')).toEqual([]);
    expect(tileOrigin('https://{a}.example.org/{z}')).toEqual([]);
  });
});

describe('with MAP_TILE_URL set', () => {
  let t: TestApp;
  const template = 'https://tiles.example.org/{z}/{x}/{y}.png';
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { MAP_TILE_URL: template } });
  });
  afterAll(async () => t.close());

  it('publishes the tile URL and lets the browser load tiles from it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toMatchObject({ mapTileUrl: template });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.org/);
  });
});
