import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folder a journey's screenshots of one area go to, made if missing: .tmp/shots/<area>, where a
 * person looks at them after a run, or with `UPDATE_DOC_SCREENSHOTS=1` docs/screenshots/<area>, the
 * copies kept with the docs. A plain test run never rewrites tracked files with its pixel noise.
 */
export function shotsDir(area: string): string {
  const dir = path.join(ROOT, process.env.UPDATE_DOC_SCREENSHOTS ? 'docs/screenshots' : '.tmp/shots', area);
  mkdirSync(dir, { recursive: true });
  return dir;
}
