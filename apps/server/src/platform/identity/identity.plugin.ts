import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config';
import type { Db } from '../db/kysely';
import type { Mailer } from '../../adapters/mail/mailer';
import { interactionRoutes } from './interaction.routes';
import type { LazyProvider } from './provider';
import { resetRoutes } from './reset.routes';
import { userinfoRoutes } from './userinfo';

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
const NSW_CSS = createRequire(import.meta.url).resolve('nsw-design-system/dist/css/main.css');

/**
 * The embedded OpenID Connect provider under /idp: the provider's protocol endpoints (discovery, auth,
 * token, jwks, end session...) and its own pages as Fastify routes.
 */
export async function identityPlugin(
  app: FastifyInstance,
  deps: { provider: LazyProvider; db: Db; mailer: Mailer; config: Config },
): Promise<void> {
  const { provider, config } = deps;
  const rateLimit = { max: config.idpRateLimitPerMinute, timeWindow: '1 minute' };
  const portalUrl = config.publicUrl;

  await app.register(async (pages) => {
    await pages.register(formbody);
    await interactionRoutes(pages, { ...deps, portalUrl, rateLimit });
    await resetRoutes(pages, { db: deps.db, portalUrl, rateLimit });
    await userinfoRoutes(pages, { db: deps.db, config });
  });

  const assets: Record<string, { file: string; type: string }> = {
    'nsw.css': { file: NSW_CSS, type: 'text/css' },
    'idp.css': { file: path.join(ASSETS_DIR, 'idp.css'), type: 'text/css' },
    'confirm-logout.js': { file: path.join(ASSETS_DIR, 'confirm-logout.js'), type: 'text/javascript' },
  };
  app.get('/idp/assets/:name', async (request, reply) => {
    const asset = assets[(request.params as { name: string }).name];
    if (!asset) return reply.code(404).send();
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(await readFile(asset.file));
  });

  // Everything else under /idp is the provider's protocol. Its body parser reads the raw stream itself,
  // so this scope leaves request bodies unread (the first such request's body waits while the provider
  // is made).
  let callback: ReturnType<Provider['callback']> | null = null;
  await app.register(async (protocol) => {
    protocol.removeAllContentTypeParsers();
    protocol.addContentTypeParser('*', (_request, _payload, done) => done(null));
    protocol.all('/idp/*', { config: { rateLimit } }, async (request, reply) => {
      callback ??= (await provider()).callback();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').replace(/^\/idp/, '') || '/';
      callback(raw, reply.raw);
      return reply;
    });
  });
}
