import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Light lazy chunks (landing, home, offline, help screens) ride along so they reload offline. */
export const LIGHT_CHUNK_BYTES = 16 * 1024;

/** Every `/assets/...` file index.html names: the entry chunk, its preloaded imports and the CSS. */
export function shellAssets(indexHtml: string): Set<string> {
  const found = new Set<string>();
  for (const match of indexHtml.matchAll(/(?:src|href)="\/?(assets\/[^"?#]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return found;
}

/** Outside assets/ (index.html, icons, manifest), loaded by index.html, or a light JS chunk. */
function inShell(entry: ManifestEntry, shell: Set<string>): boolean {
  if (!entry.url.startsWith('assets/') || shell.has(entry.url)) return true;
  return entry.url.endsWith('.js') && entry.size <= LIGHT_CHUNK_BYTES;
}

/**
 * Workbox manifest transform: precache the app shell only (issue 8: 1.57 MiB was precached on an
 * anonymous first visit). Heavy feature chunks (the work screen, maps, grids) and their CSS are
 * cached at run time on first use instead.
 */
export function appShellOnly(outDir: string) {
  return (entries: ManifestEntry[]) => {
    const shell = shellAssets(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    const manifest = entries.filter((e) => inShell(e, shell));
    return Promise.resolve({ manifest, warnings: [] as string[] });
  };
}
