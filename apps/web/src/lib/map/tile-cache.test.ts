import { describe, expect, it } from 'vitest';
import { tileOf, tileUrl, tilesAround } from './tile-cache';

const STREETS = { name: 'Streets', url: 'https://tiles.example.test/streets/{z}/{y}/{x}', attribution: '' };

describe('the base map tiles kept with a work made available offline', () => {
  it('finds the tile holding a point as Leaflet numbers them (Web Mercator, y down from the north)', () => {
    // Sydney at zoom 15 (the slippy-map formula worked out separately: x 30147, y 19663).
    expect(tileOf({ latitude: -33.8688, longitude: 151.2093 }, 15)).toEqual({ x: 30147, y: 19663 });
    expect(tileOf({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 1, y: 1 });
  });

  it('writes a tile URL as Leaflet asks for it, subdomain included', () => {
    expect(tileUrl(STREETS.url, 15, 30147, 19663)).toBe('https://tiles.example.test/streets/15/19663/30147');
    expect(tileUrl('https://{s}.tile.example.test/{z}/{x}/{y}.png', 3, 1, 2)).toBe('https://a.tile.example.test/3/1/2.png');
    expect(tileUrl('https://{s}.tile.example.test/{z}/{x}/{y}.png', 3, 1, 1)).toBe('https://c.tile.example.test/3/1/1.png');
  });

  it('keeps 7 x 7 tiles at zooms 14 to 16 around each location, once each', () => {
    const sydney = { latitude: -33.8688, longitude: 151.2093 };
    const urls = tilesAround(STREETS, [sydney]);
    expect(urls).toHaveLength(3 * 49);
    expect(urls).toContain('https://tiles.example.test/streets/15/19663/30147');
    expect(urls).toContain('https://tiles.example.test/streets/15/19666/30150');
    expect(urls).not.toContain('https://tiles.example.test/streets/15/19667/30147');
    // The same location twice adds nothing.
    expect(tilesAround(STREETS, [sydney, sydney])).toHaveLength(3 * 49);
  });
});
