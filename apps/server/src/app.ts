import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { baseMapOrigins } from '@driller/domain';
import { createApprovalsRegister } from './adapters/approvals-register/approvals.register';
import { bcrDocumentDeleter, registerBcr } from './features/bcr/bcr.plugin';
import { approvalsRoutes } from './features/approvals/approvals.routes';
import { accessRequestsRoutes } from './features/access-requests/access-requests.routes';
import { notifyRegistrationRequested } from './features/access-requests/registration-requests.service';
import { registerAuthentication } from './platform/auth/auth.plugin';
import { createTokenVerifier, publicJwks, type VerifyToken } from './platform/auth/token-verifier';
import type { Config } from './platform/config';
import type { Db } from './platform/db/kysely';
import { healthRoutes } from './platform/health/health.routes';
import { helpRoutes } from './features/help/help.routes';
import { forgetDrillerListsOnSaves } from './features/work/record/driller-list-cache';
import { registerCompression } from './platform/http/compression';
import { requireContracts } from './platform/http/contract-route';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input-guard';
import { registerOpenApi } from './platform/http/openapi';
import { postgresRateLimitStore } from './platform/http/rate-limit-store';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { requestValidatorCompiler } from './platform/http/request-validator';
import { registerSecurityHeaders } from './platform/http/security';
import { identityPlugin } from './platform/identity/identity.plugin';
import { loadProviderKeys } from './platform/identity/keys';
import { createProvider, type LazyProvider } from './platform/identity/provider';
import { onFirstUse } from './platform/lazy/on-first-use';
import { mailboxRoutes } from './adapters/mail/mailbox.routes';
import { mapsRoutes } from './adapters/maps/maps.routes';
import type { Mailer } from './adapters/mail/mailer';
import { createFileStorage } from './adapters/storage/file-storage-from-config';
import { usersRoutes } from './features/users/users.routes';
import { searchRoutes } from './features/search/search.routes';
import { organisationRoutes } from './features/organisation/organisation.routes';
import { createBusinessRegister } from './adapters/business-register/business-register';
import { peopleRoutes } from './features/people/people.routes';
import { createAccountInviter } from './platform/identity/account-invitation';
import { nswDay } from '@driller/domain';
import { registerWork } from './features/work/work.plugin';
import { registerWebApp } from './platform/web/static';

export const APP_VERSION = '0.1.0';
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Tests may pass their own verifier; by default tokens are checked against the configured issuer. */
  verifyToken?: VerifyToken;
  webDistDir?: string;
}

/** The composition root: every route, plugin and adapter is wired here and nowhere else. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; provider: LazyProvider | null }> {
  const { config, db } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.publicUrl.startsWith('https:'),
    bodyLimit: 1024 * 1024,
  });
  requireContracts(app);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseCheck));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  // Before any route: the plugin adds its hook to each route as the route is added.
  await registerCompression(app);
  registerInputGuard(app);
  forgetDrillerListsOnSaves(app);

  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const tileOrigins = baseMapOrigins(config.baseMaps);
  registerSecurityHeaders(app, {
    // Tiles are also fetched by the map image export (html-to-image) and the offline tile cache.
    extraConnect: [...(issuerOrigin === new URL(config.publicUrl).origin ? [] : [issuerOrigin]), ...tileOrigins],
    extraImg: tileOrigins,
  });
  // Counted in PostgreSQL: every process behind a load balancer shares one limit per client.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  await registerOpenApi(app, { version: APP_VERSION, serverUrl: config.publicUrl });

  let provider: LazyProvider | null = null;
  let verifyToken = deps.verifyToken;
  if (config.oidc.embedded) {
    provider = onFirstUse(() => createProvider(config, db));
    await identityPlugin(app, { provider, db, mailer: deps.mailer, config });
    verifyToken ??= createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      scope: config.oidc.scope,
      localJwks: publicJwks((await loadProviderKeys(db)).jwks as { keys: Record<string, unknown>[] }),
    });
  }
  verifyToken ??= createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, scope: config.oidc.scope });
  registerAuthentication(app, verifyToken);

  // The web app reads its sign-in settings at start, so one build serves any issuer.
  app.get('/config.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: `openid profile email ${config.oidc.scope}`,
      resource: config.oidc.audience,
      // The embedded issuer is this server: the web signs in at its own origin (127.0.0.1 as well as localhost).
      embeddedIssuer: config.oidc.embedded,
      baseMaps: config.baseMaps,
    }),
  );

  await healthRoutes(app, { db, databaseKind: deps.databaseKind, version: APP_VERSION });
  const requestMail = { db, mailer: deps.mailer, publicUrl: config.publicUrl };
  await usersRoutes(app, { db, onRegistrationRequested: (id, log) => notifyRegistrationRequested(requestMail, id, log) });
  await approvalsRoutes(app, { register: createApprovalsRegister(config, db) });
  await mapsRoutes(app, { db });
  const storage = createFileStorage(config);
  await registerWork(app, { db, approvals: createApprovalsRegister(config, db), storage, deleteOtherDocument: bcrDocumentDeleter({ db, storage, mailer: deps.mailer }) });
  await registerBcr(app, { db, storage, mailer: deps.mailer });
  await accessRequestsRoutes(app, { ...requestMail, storage });
  await searchRoutes(app, { db });
  await peopleRoutes(app, {
    db,
    accounts: config.oidc.embedded ? createAccountInviter({ db, mailer: deps.mailer, portalUrl: config.publicUrl }) : null,
    today: () => nswDay(new Date()),
  });
  await helpRoutes(app);
  await app.register(async (scope) => organisationRoutes(scope, { db, register: createBusinessRegister(config) }));
  if (config.mailboxViewer) await mailboxRoutes(app, { db });
  await registerWebApp(app, deps.webDistDir ?? WEB_DIST);
  return { app, provider };
}
