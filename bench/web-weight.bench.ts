import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Issue 8: what a first anonymous visit costs on a rural link. Reports the landing page's bytes
 * (index.html, the JS/CSS it loads, the landing screen's lazy chunk) raw, gzip and br, and what the
 * service worker precaches. Reads apps/web/dist (run `npm run build` first) or the folder given as
 * the first argument, so an older build can be measured the same way.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'apps', 'web', 'dist'));

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

function landingFiles(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const landing = readdirSync(path.join(dist, 'assets')).filter((f) => /^landing-page-.*\.(js|css)$/.test(f));
  return ['index.html', ...new Set(loaded), ...landing.map((f) => `assets/${f}`)];
}

function precached(): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1] ?? ''))];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (rows: Weight[]): Weight =>
  rows.reduce((sum, r) => ({ file: sum.file, raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip, br: sum.br + r.br }), {
    file: 'total',
    raw: 0,
    gzip: 0,
    br: 0,
  });

function table(title: string, rows: Weight[]): void {
  console.log(`\n${title}`);
  console.table([...rows, total(rows)].map((r) => ({ file: r.file, raw: kb(r.raw), gzip: kb(r.gzip), br: kb(r.br) })));
}

if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'sw.js'))) {
  console.error(`web-weight: no build in ${dist}; run \`npm run build\` first`);
  process.exitCode = 1;
} else {
  const landing = landingFiles().map(weigh);
  const cache = precached().map(weigh);
  table('Landing page (first anonymous visit)', landing);
  table(`Service worker precache (${cache.length} files)`, cache);
  console.log(`\nweb-weight: landing page transfers ${kb(total(landing).br)} as br (${kb(total(landing).raw)} raw)`);
  console.log(`web-weight: the service worker precaches ${kb(total(cache).raw)} raw (${kb(total(cache).br)} as br)`);
}
