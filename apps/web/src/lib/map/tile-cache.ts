import type { BaseMapLayer, LatLng } from '@driller/domain';

/**
 * Base map tiles kept on this device for works made available offline (spec 1: "Making a bore
 * available offline stores the form and map tiles; turning it off removes them"). They live in the
 * browser's Cache Storage, keyed by their URL; the map falls back to them when a tile cannot be fetched.
 */
const TILE_CACHE = 'driller-map-tiles';

/** The zooms the Work map opens at around a pin (MAP_ZOOM.pinMin 15) and one either side, 7 x 7 tiles each. */
const ZOOMS = [14, 15, 16] as const;
const RADIUS = 3;
const PARALLEL = 6;

/** Leaflet's default subdomains for a {s} template. */
const SUBDOMAINS = 'abc';

/** The URL Leaflet asks for a tile (its template placeholders and subdomain choice). */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length] ?? 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '');
}

/** The Web Mercator tile holding a point at a zoom (the slippy-map scheme Leaflet uses). */
export function tileOf(at: LatLng, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const lat = (at.latitude * Math.PI) / 180;
  return {
    x: Math.floor(((at.longitude + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n),
  };
}

/** Every tile URL of the layer around the points, at the zooms the Work map shows them. */
export function tilesAround(layer: BaseMapLayer, points: readonly LatLng[]): string[] {
  const urls = new Set<string>();
  for (const at of points) {
    for (const z of ZOOMS) {
      const centre = tileOf(at, z);
      for (let dx = -RADIUS; dx <= RADIUS; dx++) {
        for (let dy = -RADIUS; dy <= RADIUS; dy++) urls.add(tileUrl(layer.url, z, centre.x + dx, centre.y + dy));
      }
    }
  }
  return [...urls];
}

/** A tile that takes longer than this is given up (a rural link that has dropped out). */
const TILE_TIMEOUT_MS = 10_000;

/**
 * Fetches the tiles into the cache, a few at a time; the URLs it kept (a failed tile is left out). When
 * the first few all fail the tile service is out of reach: the rest are not tried, and count as failed.
 */
export async function cacheTiles(urls: readonly string[]): Promise<{ kept: string[]; failed: number }> {
  const cache = await caches.open(TILE_CACHE);
  const kept: string[] = [];
  let failed = 0;
  for (let i = 0; i < urls.length; i += PARALLEL) {
    if (i > 0 && kept.length === 0) return { kept, failed: urls.length };
    await Promise.all(
      urls.slice(i, i + PARALLEL).map(async (url) => {
        try {
          const response = await fetch(url, { mode: 'cors', signal: AbortSignal.timeout(TILE_TIMEOUT_MS) });
          if (!response.ok) throw new Error(String(response.status));
          await cache.put(url, response);
          kept.push(url);
        } catch {
          failed += 1;
        }
      }),
    );
  }
  return { kept, failed };
}

/** Removes tiles no copy needs any more. */
export async function dropTiles(urls: readonly string[]): Promise<void> {
  if (urls.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(TILE_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url)));
}

/** A tile kept on this device, as an object URL for an <img>; null when it was never kept. */
export async function cachedTile(url: string): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  const response = await caches.match(url, { cacheName: TILE_CACHE });
  return response ? URL.createObjectURL(await response.blob()) : null;
}
