import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A built dist in miniature, laid out as `vite build` + the precompress plugin leave it. */
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>Driller Portal</p>'.repeat(100)}</body></html>`;
const ENTRY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const SMALL = 'export const tiny = 1;';

function writeWithVariants(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

function writeFixtureDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'driller-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeWithVariants(path.join(dir, 'index.html'), INDEX);
  writeWithVariants(path.join(dir, 'assets', 'index-abc123.js'), ENTRY);
  writeFileSync(path.join(dir, 'assets', 'tiny-def456.js'), SMALL);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => undefined);');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Driller Portal"}');
  return dir;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app over a slow link (issue 8)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeFixtureDist();
    t = await createTestApp({ seed: false, webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli when the browser accepts it, and the bytes are the original file', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(ENTRY.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the plain file when no encoding is accepted, or when no compressed copy was built', async () => {
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(ENTRY));
    const none = await get('/assets/index-abc123.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(ENTRY);
    const small = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(SMALL);
  });

  it('lets the browser keep hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get('/assets/index-abc123.js', encoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get('/assets/tiny-def456.js', 'br')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('makes the browser revalidate index.html, sw.js and the manifest', async () => {
    for (const url of ['/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves the SPA fallback compressed, as HTML, with no-cache', async () => {
    for (const url of ['/', '/Home', '/work/123/bcr/page/2']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const gzip = await get('/Home', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);
  });

  it('answers HEAD with the headers only, and a revalidation with 304', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.rawPayload.length).toBe(0);

    const first = await get('/index.html', 'br');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
