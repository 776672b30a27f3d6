import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_SPA = /^\/(service|idp|dev|help)(\/|$)/;

/**
 * Serves the built web app; any other GET for a page gets index.html so the app's router decides
 * (spec: any other path shows home). The service worker must never be cached by the browser.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')) res.setHeader('cache-control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
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
