import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below about one TCP packet the encoding header costs more than it saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of at least MIN_BYTES in `dir`. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    // Built once, served many times over slow links: spend the CPU on the best ratio.
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    written++;
  }
  return written;
}

/**
 * Compresses the finished build ahead of time (issue 8: the server never compresses per request).
 * Runs after every other plugin has closed the bundle, so sw.js and the manifest are included.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'driller-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const count = precompressDir(outDir);
        this.info?.(`precompressed ${count} files (br, gzip)`);
      },
    },
  };
}
