import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chunkClosure, readBuildManifest, type BuildManifest } from '../apps/web/build/app-shell-precache';
import { atMost, info, record, type Detail } from './lib/figures';

/**
 * Issue 8: what a first anonymous visit costs on a rural link. Reads the last `npm run build`
 * (apps/web/dist, or the folder given as the first argument) and its chunk graph (Vite's manifest):
 * the landing page's files (index.html, the entry chunk and its imports, the landing screen's chunk,
 * workbox-window, the style sheets) raw, gzip and br, and what the service worker precaches.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'apps', 'web', 'dist'));
// The landing screen rides with the entry; should it become a chunk again it is still counted.
const LANDING_SCREEN = 'src/features/landing/landing-page.tsx';
const LANDING_JS_LIMIT_KB = 150;

interface Weight {
  file: string;
  raw: number;
  gzip: number;
  br: number;
}

/** The build's own .gz/.br when present (what the server sends), else computed the same way. */
function weigh(file: string): Weight {
  const full = path.join(dist, file);
  const raw = readFileSync(full);
  const variant = (ext: string, make: () => Buffer) => (existsSync(full + ext) ? readFileSync(full + ext) : make()).length;
  return {
    file,
    raw: raw.length,
    gzip: variant('.gz', () => gzipSync(raw, { level: 9 })),
    br: variant('.br', () => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

/** index.html, the files it links outside the graph (e.g. react-aria-pressable.css), then the chunks the landing runs. */
function landingFiles(manifest: BuildManifest): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const files = chunkClosure(manifest, entry);
  chunkClosure(manifest, LANDING_SCREEN, files);
  for (const key of Object.keys(manifest).filter((k) => k.includes('workbox-window'))) chunkClosure(manifest, key, files);
  return ['index.html', ...new Set([...linked, ...files])];
}

function precached(): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] ?? ''))];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: Weight[], key: 'raw' | 'gzip' | 'br') => rows.reduce((total, r) => total + r[key], 0);

function table(title: string, rows: Weight[]): Detail {
  const line = (r: Weight) => `${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)} ${kb(r.br).padStart(10)}`;
  const totals = { file: 'total', raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), br: sum(rows, 'br') };
  const head = `${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'br'.padStart(10)}`;
  return { title, body: [head, ...rows.map(line), line(totals)].join('\n') };
}

if (!existsSync(path.join(dist, '.vite', 'manifest.json')) || !existsSync(path.join(dist, 'sw.js'))) {
  console.error(`web-weight: no build with a manifest in ${dist}; run \`npm run build\` first`);
  process.exitCode = 1;
} else {
  const landing = landingFiles(readBuildManifest(dist)).map(weigh);
  const js = landing.filter((w) => w.file.endsWith('.js'));
  const css = landing.filter((w) => w.file.endsWith('.css'));
  const cache = precached().map(weigh);
  record(
    'web-weight',
    [
      atMost('landing page JS, gzip (first anonymous visit)', sum(js, 'gzip') / 1024, LANDING_JS_LIMIT_KB, 'KB'),
      info('landing page CSS, gzip', kb(sum(css, 'gzip'))),
      info('landing page total as sent (br): HTML, JS, CSS', `${kb(sum(landing, 'br'))} (${kb(sum(landing, 'raw'))} raw)`),
      info('service worker precache (app shell)', `${cache.length} files, ${kb(sum(cache, 'raw'))} raw, ${kb(sum(cache, 'br'))} br`),
    ],
    [table('Landing page files (first anonymous visit)', landing), table(`Service worker precache (${cache.length} files)`, cache)],
  );
}
