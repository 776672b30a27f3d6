import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'rolldown';

/**
 * The production server, compiled ahead: `npm run build` bundles `src/main.ts` and `db-cli.ts` (with
 * the `@driller/domain` source they import) into `dist/`, so production runs plain `node dist/main.js`,
 * no TypeScript loader. Packages from node_modules stay imports (installed with `npm ci --omit=dev`).
 *
 * Every chunk lands in `dist/` itself, one folder deep like `src/`: a file the sources read beside
 * themselves (`path.join(dirname(import.meta.url), 'migrations')`) is found at `dist/<that name>`,
 * and `../../web/dist` still reaches the web build. RUNTIME_FILES copies those files there.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');

/** Folders the server reads at run time, from `src/` to the same name under `dist/`. */
export const RUNTIME_FILES = [
  { from: 'platform/db/migrations', to: 'migrations' },
  { from: 'platform/identity/assets', to: 'assets' },
];

function copyRuntimeFiles(): Plugin {
  return {
    name: 'copy-runtime-files',
    generateBundle() {
      for (const { from, to } of RUNTIME_FILES) {
        for (const name of readdirSync(path.join(src, from))) {
          this.emitFile({ type: 'asset', fileName: `${to}/${name}`, source: readFileSync(path.join(src, from, name)) });
        }
      }
    },
  };
}

/**
 * Our own source (relative paths, the domain workspace) is bundled, and so are the compiler's helpers
 * (`@oxc-project/runtime`, a build-time package); any other bare import is a package.
 */
function isPackage(id: string): boolean {
  return !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('@driller/') && !id.startsWith('@oxc-project/runtime');
}

export default defineConfig({
  input: { main: path.join(src, 'main.ts'), 'db-cli': path.join(src, 'platform/db/db-cli.ts') },
  platform: 'node',
  external: isPackage,
  plugins: [copyRuntimeFiles()],
  output: {
    dir: path.join(here, 'dist'),
    format: 'esm',
    cleanDir: true,
    // Stack traces in production logs name the TypeScript lines (node --enable-source-maps).
    sourcemap: true,
    // Non-ASCII characters (the spec's ’ and — in messages) written as escapes: V8 keeps a script's source
    // in memory for the life of the process, and one such character makes it hold the whole file as a
    // two-byte string (main.js: 1.49 MB instead of 0.75 MB).
    charset: 'ascii',
  },
});
