import { readFileSync } from 'node:fs';
import path from 'node:path';

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** One chunk of Vite's build manifest (`build.manifest: true`), keyed by its source. */
export interface ChunkInfo {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ChunkInfo>;

/**
 * The modules of the app shell besides the entry (which holds the landing page and Home): the light
 * public screens a visitor may open offline. The signed-in parts (identity client, zod, react-aria
 * menus) and feature screens (the work stepper, the map pages, grids) are not listed: a signed-in
 * page load, always online and controlled by the worker, caches them on first use (CacheFirst), so
 * an anonymous visit never downloads them (issue 8).
 */
export const APP_SHELL_MODULES = ['src/features/help/help-page.tsx', 'src/features/offline/offline-page.tsx'] as const;

/** The service worker registration loads workbox-window on every page. */
const WORKBOX_WINDOW = /workbox-window/;

/** The files a chunk needs to run: itself, what it imports statically (transitively), and their CSS. */
export function chunkClosure(manifest: BuildManifest, key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into, seen);
  return into;
}

/** Every `/assets/...` file of the app shell; throws when a listed shell module is not in the build. */
export function shellFiles(manifest: BuildManifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const missing = APP_SHELL_MODULES.filter((key) => !manifest[key]);
  if (!entry || missing.length > 0) throw new Error(`app shell modules missing from the build manifest: ${[entry ? '' : 'the entry', ...missing].filter(Boolean).join(', ')}`);
  const files = chunkClosure(manifest, entry);
  const workbox = Object.keys(manifest).filter((key) => WORKBOX_WINDOW.test(key));
  for (const key of [...APP_SHELL_MODULES, ...workbox]) chunkClosure(manifest, key, files);
  return files;
}

export function readBuildManifest(outDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * Workbox manifest transform: precache the app shell only (issue 8: 1.57 MiB was precached on an
 * anonymous first visit). Files outside assets/ (index.html, icons, manifest) stay; of assets/, only
 * the shell's chunks and CSS. Everything else is cached at run time on first use instead.
 */
export function appShellOnly(outDir: string) {
  return (entries: PrecacheEntry[]) => {
    const shell = shellFiles(readBuildManifest(outDir));
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
    return Promise.resolve({ manifest, warnings: [] as string[] });
  };
}
