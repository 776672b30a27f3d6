// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appShellOnly, LIGHT_CHUNK_BYTES, shellAssets } from './app-shell-precache';

const INDEX = `<html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B2.js">
<link rel="stylesheet" crossorigin href="/assets/index-C3.css">
<link rel="icon" href="/favicon.svg" />
</head></html>`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const entry = (url: string, size: number) => ({ url, revision: null, size });

describe('the service worker precaches the app shell only (issue 8)', () => {
  it('finds the entry chunk, its preloads and the CSS in index.html', () => {
    expect([...shellAssets(INDEX)].sort()).toEqual(['assets/index-A1.js', 'assets/index-C3.css', 'assets/react-B2.js']);
  });

  it('keeps the shell, icons and light screens; leaves heavy feature chunks to run-time caching', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    const entries = [
      entry('index.html', 900),
      entry('favicon.svg', 500),
      entry('icons/icon-192.png', 4000),
      entry('manifest.webmanifest', 400),
      entry('assets/index-A1.js', 40_000),
      entry('assets/react-B2.js', 300_000),
      entry('assets/index-C3.css', 300_000),
      entry('assets/landing-page-D4.js', 5_000),
      entry('assets/work-screen-E5.js', 540_000),
      entry('assets/work-screen-F6.css', LIGHT_CHUNK_BYTES - 1),
    ];
    const { manifest } = await appShellOnly(dir)(entries);
    expect(manifest.map((e) => e.url)).toEqual([
      'index.html',
      'favicon.svg',
      'icons/icon-192.png',
      'manifest.webmanifest',
      'assets/index-A1.js',
      'assets/react-B2.js',
      'assets/index-C3.css',
      'assets/landing-page-D4.js',
    ]);
  });
});
