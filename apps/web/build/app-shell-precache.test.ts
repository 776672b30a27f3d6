// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_SHELL_MODULES, appShellOnly, shellFiles, type BuildManifest } from './app-shell-precache';

/** A build like ours: the entry, the shell modules, a feature screen with a lazy map page. */
function buildManifest(): BuildManifest {
  const manifest: BuildManifest = {
    'index.html': {
      file: 'assets/index-A1.js',
      isEntry: true,
      imports: ['_react-B2.js'],
      css: ['assets/index-C3.css'],
      dynamicImports: [...APP_SHELL_MODULES, 'src/features/work/components/work-screen.tsx', '../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs'],
    },
    '_react-B2.js': { file: 'assets/react-B2.js' },
    '_zod-Z1.js': { file: 'assets/zod-Z1.js' },
    '_react-aria-R1.js': { file: 'assets/react-aria-R1.js', imports: ['_react-B2.js'] },
    '_leaflet-L1.js': { file: 'assets/leaflet-L1.js', css: ['assets/leaflet-L2.css'] },
    '../../node_modules/workbox-window/build/workbox-window.prod.es5.mjs': { file: 'assets/workbox-window-W1.js' },
    'src/features/work/components/work-screen.tsx': {
      file: 'assets/work-screen-E5.js',
      imports: ['_zod-Z1.js', '_react-aria-R1.js'],
      dynamicImports: ['src/features/work/components/location-page.tsx'],
    },
    'src/features/work/components/location-page.tsx': { file: 'assets/location-page-F6.js', imports: ['_leaflet-L1.js'] },
  };
  for (const key of APP_SHELL_MODULES) manifest[key] = { file: `assets/${path.basename(key).replace(/\.tsx?$/, '')}-X.js`, imports: ['_react-B2.js'] };
  manifest['src/lib/auth/identity.ts'] = { file: 'assets/identity-I1.js', imports: ['_zod-Z1.js'] };
  manifest['src/app/layout/signed-in-menus.tsx'] = { file: 'assets/signed-in-menus-M1.js', imports: ['_react-aria-R1.js'] };
  (manifest['index.html']?.dynamicImports ?? []).push('src/lib/auth/identity.ts', 'src/app/layout/signed-in-menus.tsx');
  return manifest;
}

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the service worker precaches the app shell only (issue 8)', () => {
  it('holds the entry, its imports and CSS, the public screens and workbox-window; nothing signed-in, no feature screen or map', () => {
    const files = shellFiles(buildManifest());
    expect(files).toContain('assets/index-A1.js');
    expect(files).toContain('assets/index-C3.css');
    expect(files).toContain('assets/react-B2.js');
    expect(files).toContain('assets/help-page-X.js');
    expect(files).toContain('assets/offline-page-X.js');
    expect(files).toContain('assets/workbox-window-W1.js');
    const signedInOrFeature = ['identity-I1', 'zod-Z1', 'signed-in-menus-M1', 'react-aria-R1', 'work-screen-E5', 'location-page-F6', 'leaflet-L1'];
    for (const name of signedInOrFeature) expect(files).not.toContain(`assets/${name}.js`);
    expect(files).not.toContain('assets/leaflet-L2.css');
  });

  it('refuses a build where a shell module went missing (renamed), rather than break the offline shell silently', () => {
    const manifest = buildManifest();
    delete manifest['src/features/offline/offline-page.tsx'];
    expect(() => shellFiles(manifest)).toThrow(/src\/features\/offline\/offline-page\.tsx/);
  });

  it('filters the Workbox list: files outside assets/ stay, assets/ only when in the shell', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(buildManifest()));
    const entry = (url: string) => ({ url, revision: null, size: 1000 });
    const entries = ['index.html', 'favicon.svg', 'icons/icon-192.png', 'assets/index-A1.js', 'assets/react-B2.js', 'assets/work-screen-E5.js', 'assets/leaflet-L2.css'].map(entry);
    const { manifest } = await appShellOnly(dir)(entries);
    expect(manifest.map((e) => e.url)).toEqual(['index.html', 'favicon.svg', 'icons/icon-192.png', 'assets/index-A1.js', 'assets/react-B2.js']);
  });
});
