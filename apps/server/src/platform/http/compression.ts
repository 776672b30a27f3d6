import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * What the API answers with: JSON and the CSV export. Not the web app's files (static.ts serves their
 * build-time copies, and leaves those under 1 KB plain on purpose), PDFs or attached documents (already
 * compressed, or binary that gains little for the CPU it costs).
 */
const COMPRESSIBLE = /^(?:application\/json|text\/csv)(?:;|$)/;

/**
 * Issue 8, a rural link (1.6 Mbps, 150 ms): the built web files are compressed ahead (static.ts), and
 * every API answer of 1 KB or more is compressed here when the browser accepts it. A BCR's GET (the demo
 * report: 9.2 KB of JSON) goes out as 2.7 KB, a page of the BCR search (about 90 KB) shrinks as much, and
 * the CSV export of every report streams compressed. gzip first: on answers this size brotli (quality 4)
 * came out no smaller (2,708 against 2,713 bytes) for 2.3 times the CPU (0.145 against 0.062 ms); br is
 * kept for a client that takes nothing else. Request bodies are not decompressed: the browser never sends
 * them compressed, and accepting them would let a small body expand past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Only the API's routes: the web app's files go out as static.ts decides (a file stream's type is not
  // known when the plugin looks, so a type rule alone would compress them too). This hook runs before
  // the plugin's own, which leaves a route marked `compress: false` alone.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/service/')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    // Every answer built in memory is compressed on the main thread. The plugin's default on 2 cores
    // (above 8 KB) sends it through a zlib stream on libuv's threads, whose allocations land in each
    // thread's own malloc arena and stay there: a hundred OpenAPI documents (354 KB) grew the idle
    // server on PGlite by 66 MB, against 9 MB uncompressed. gzip of a 90 KB search page costs ~0.4 ms.
    // Only a streamed answer (the CSV export) still goes through a zlib stream.
    syncThreshold: 4 * 1024 * 1024,
    encodings: ['gzip', 'br'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
