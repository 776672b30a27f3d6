import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (benches spawn the server and the builds from it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ScriptsLib {
  /** How `npm start` runs the compiled server: node flags, environment, entry (dist/main.js). */
  SERVER_RUNTIME: { entry: string; nodeFlags: string[]; env: Record<string, string> };
  /** The node flags for a server on PostgreSQL (a URL) or on the embedded PGlite (none). */
  serverNodeFlags: (databaseUrl: string | undefined) => string[];
  ensureServerBuild: () => void;
  ensureWebBuild: () => void;
}

/**
 * scripts/lib.mjs, typed: the benches start the server exactly as `npm start` does (the compiled
 * build, no tsx), so what they measure is what production runs.
 */
export const scriptsLib = (await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href)) as ScriptsLib;
