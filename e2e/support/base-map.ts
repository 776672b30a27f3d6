import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * The e2e server's base maps (playwright.config.ts BASEMAP_LAYERS): a host that does not exist, so a
 * journey that does not serve tiles sees the 'could not be loaded' notice, never the internet.
 */
export const FIXTURE_TILE_HOST = 'http://basemap.e2e.invalid';
export const FIXTURE_BASE_MAPS = [
  { name: 'Streets', url: `${FIXTURE_TILE_HOST}/streets/{z}/{y}/{x}.png` },
  { name: 'Imagery', url: `${FIXTURE_TILE_HOST}/imagery/{z}/{y}/{x}.png` },
  { name: 'Topographic', url: `${FIXTURE_TILE_HOST}/topo/{z}/{y}/{x}.png` },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A 256x256 tile: a fill with darker lines every 64 px, so tiles and their seams are visible. */
export function tilePng(fill: Rgb, line: Rgb): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const colour = x % 64 === 0 || y % 64 === 0 ? line : fill;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const TILES: Record<string, Buffer> = {
  streets: tilePng([242, 239, 233], [255, 255, 255]),
  imagery: tilePng([92, 120, 78], [70, 96, 60]),
  topo: tilePng([236, 232, 210], [190, 170, 120]),
};

/** Serves the fixture tiles to this page (`fail`: every tile answers 503, as a broken tile service). */
export async function serveFixtureTiles(page: Page, mode: 'ok' | 'fail' = 'ok'): Promise<void> {
  await page.unroute(`${FIXTURE_TILE_HOST}/**`);
  await page.route(`${FIXTURE_TILE_HOST}/**`, async (route) => {
    const layer = new URL(route.request().url()).pathname.split('/')[1] ?? '';
    const body = TILES[layer];
    if (mode === 'fail' || !body) return route.fulfill({ status: 503, body: 'unavailable' });
    // CORS: the tiles are loaded with crossOrigin (exportable, cacheable), like the NSW services answer.
    return route.fulfill({ status: 200, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' }, body });
  });
}
