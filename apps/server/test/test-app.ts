import { SignJWT, importJWK, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { CLAIM, type RoleId } from '@driller/domain';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/platform/config';
import { createKysely, type Db } from '../src/platform/db/kysely';
import { loadProviderKeys } from '../src/platform/identity/keys';
import { startMailbox } from '../src/adapters/mail/mailbox';
import { createMailer, type Mailer } from '../src/adapters/mail/mailer';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Signs an access token with the embedded provider's own key, as the provider would. */
  token: (claims: TokenClaims, options?: { expiresIn?: number; issuer?: string; audience?: string; key?: JWK }) => Promise<string>;
  close: () => Promise<void>;
}

export interface TokenClaims {
  sub: string;
  role: RoleId | null;
  isDCA?: boolean;
  organisationName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  drillerLicenseNo?: string;
  userName?: string;
  scope?: string;
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; webDistDir?: string; mailer?: Mailer } = {},
): Promise<TestApp> {
  const database = await openTestDatabase((options.seed ?? true) ? 'seeded' : 'migrated');
  const db = createKysely(database.pool);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3999', DATA_DIR: 'memory://', ...options.env });
  const mailbox = await startMailbox(db, 0);
  const mailer = options.mailer ?? createMailer({ smtpUrl: `smtp://127.0.0.1:${mailbox.port}`, from: config.mail.from });
  const { app } = await buildApp({ config, db, databaseKind: database.kind, mailer, webDistDir: options.webDistDir ?? '/nonexistent' });
  await app.ready();
  const signingKey = (await loadProviderKeys(db)).jwks.keys[0] as JWK;

  return {
    app,
    db,
    config,
    async token(claims, o = {}) {
      const key = await importJWK(o.key ?? signingKey, 'RS256');
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = o.expiresIn ?? 300;
      return new SignJWT({
        scope: claims.scope ?? `openid profile email ${config.oidc.scope}`,
        given_name: claims.firstName ?? 'Test',
        family_name: claims.lastName ?? 'User',
        email: claims.email ?? `${claims.sub}@example.test`,
        [CLAIM.role]: claims.role,
        [CLAIM.isDCA]: claims.isDCA ?? false,
        [CLAIM.organisationName]: claims.organisationName ?? '',
        [CLAIM.drillerLicenseNo]: claims.drillerLicenseNo ?? '',
        [CLAIM.userName]: claims.userName ?? claims.sub,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: (o.key ?? signingKey).kid })
        .setSubject(claims.sub)
        .setIssuer(o.issuer ?? config.oidc.issuer)
        .setAudience(o.audience ?? config.oidc.audience)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + expiresIn)
        .sign(key);
    },
    async close() {
      await app.close();
      await mailbox.close();
      await db.destroy().catch(() => undefined);
      await database.close().catch(() => undefined);
    },
  };
}
