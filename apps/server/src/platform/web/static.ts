import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(service|idp|dev|help)(\/|$)/;
/** Files the browser must revalidate on every load, so a release reaches users at once. */
const NO_CACHE = /^(sw\.js|index\.html|.*\.webmanifest)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file a response carries, without the `.br`/`.gz` the pre-compressed variant adds. */
function servedName(filePath: string): string {
  return path.basename(filePath).replace(/\.(br|gz)$/, '');
}

/**
 * Serves the built web app; any other GET for a page gets index.html so the app's router decides
 * (spec: any other path shows home). Issue 8: the build writes `.br`/`.gz` beside each text file and
 * @fastify/static picks one from Accept-Encoding (br, then gzip, else the raw file) with
 * `Vary: Accept-Encoding`; hashed /assets/ files are immutable, the shell files are `no-cache`.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Without this, send's own `public, max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      // @fastify/static picks the variant but does not say so; caches must key on the encoding.
      res.setHeader('vary', 'accept-encoding');
      const relative = path.relative(distDir, filePath);
      if (NO_CACHE.test(servedName(filePath))) res.setHeader('cache-control', 'no-cache');
      else if (relative.startsWith(`assets${path.sep}`)) res.setHeader('cache-control', IMMUTABLE);
    },
  });
  app.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (NOT_SPA.test(url)) return reply.callNotFound();
    const file = path.join(distDir, path.normalize(url));
    if (file.startsWith(distDir) && url !== '/' && existsSync(file) && statSync(file).isFile()) {
      return reply.sendFile(path.relative(distDir, file));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
