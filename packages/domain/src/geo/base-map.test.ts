import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_MAP_LAYERS, baseMapLayersSchema, baseMapOrigins, tileOrigin } from './base-map';

describe('base maps', () => {
  it('defaults to the NSW Spatial Services streets, imagery and topographic tile services', () => {
    expect(DEFAULT_BASE_MAP_LAYERS.map((l) => [l.name, l.url])).toEqual([
      ['Streets', 'https://maps.six.nsw.gov.au/arcgis/rest/services/public/NSW_Base_Map/MapServer/tile/{z}/{y}/{x}'],
      ['Imagery', 'https://maps.six.nsw.gov.au/arcgis/rest/services/public/NSW_Imagery/MapServer/tile/{z}/{y}/{x}'],
      ['Topographic', 'https://maps.six.nsw.gov.au/arcgis/rest/services/public/NSW_Topo_Map/MapServer/tile/{z}/{y}/{x}'],
    ]);
    expect(baseMapOrigins(DEFAULT_BASE_MAP_LAYERS)).toEqual(['https://maps.six.nsw.gov.au']);
  });

  it.each([
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['HTTP://tiles.local:8080/{z}/{x}/{y}.png', 'http://tiles.local:8080'],
    ['', null],
    ['https://{a}.example.org/{z}', null],
  ])('tileOrigin(%s) is %s', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin);
  });

  it('refuses layers without a name or with a non-http URL', () => {
    expect(baseMapLayersSchema.safeParse([{ name: '', url: 'https://a.example/{z}/{x}/{y}' }]).success).toBe(false);
    expect(baseMapLayersSchema.safeParse([{ name: 'A', url: 'javascript:alert(1)' }]).success).toBe(false);
    expect(baseMapLayersSchema.parse([{ name: 'A', url: 'https://a.example/{z}/{x}/{y}' }])).toEqual([
      { name: 'A', url: 'https://a.example/{z}/{x}/{y}', attribution: '' },
    ]);
  });
});
