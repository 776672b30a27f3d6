import { z } from 'zod';
import { DEFAULT_API_SCOPE, DEFAULT_BASE_MAP_LAYERS, baseMapLayersSchema, type BaseMapLayer } from '@driller/domain';
import { MIN_PRODUCTION_HASH_COST } from './auth/password-cost';
import { DEFAULT_PGLITE_SHARED_BUFFERS, DEFAULT_POOL_SIZE } from './db/pool';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** JSON text parsed, then checked by the domain's schema; bad JSON is one listed error like any other. */
const jsonBaseMaps = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"name", "url", "attribution"?, "maxNativeZoom"?}' });
      return z.NEVER;
    }
  })
  .pipe(baseMapLayersSchema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address people use to reach the portal; the embedded issuer and links in e-mails derive from it. */
  PUBLIC_URL: z.url().optional(),
  /** A PostgreSQL server; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** The embedded database's buffer cache (PostgreSQL units: kB, MB, GB); see pool.ts. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB')
    .default(DEFAULT_PGLITE_SHARED_BUFFERS),
  /** Prepare each parameterised statement once per connection; false behind a transaction-mode pooler. */
  DATABASE_PREPARE: bool.default(true),
  /**
   * Connections each server process keeps to a PostgreSQL server. More than the database has cores to
   * run them only makes statements take turns on its CPUs: about twice its cores is plenty (docs/operations.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
  /**
   * Answers checked against their contract as they are written (platform/http/response-serializer.ts):
   * `check` by default in development and test, `trust` in production.
   */
  RESPONSE_CHECK: z.enum(['check', 'trust']).optional(),
  /** The synthetic approvals register and map layers (used when APPROVALS_REGISTER_URL is empty). */
  SEED_DEMO_DATA: bool.default(true),
  /** The demo sign-ins of the README (shared password): on in development, off in production unless asked for. */
  SEED_DEMO_ACCOUNTS: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Identity: leave OIDC_ISSUER empty to run the embedded provider under /idp. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('driller-portal-web'),
  OIDC_SCOPE: z.string().min(1).default(DEFAULT_API_SCOPE),
  /** The API's resource identifier: the access token's audience. */
  OIDC_AUDIENCE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /** Mail: leave SMTP_URL empty to use the embedded mailbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Driller Portal <no-reply@driller-portal.local>'),
  MAILBOX_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Password hashing cost, log2 of scrypt's N: 17 (OWASP's minimum) and up in production; tests use less. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(MIN_PRODUCTION_HASH_COST),
  /** Identity routes: requests per minute per address. */
  IDP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Uploaded files: leave S3_BUCKET empty to keep them in DATA_DIR/files; set it for an S3-compatible store. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  S3_REGION: z.string().min(1).default('ap-southeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The approvals register's JSON service; empty uses the embedded register (seeded tables). */
  APPROVALS_REGISTER_URL: z.union([z.literal(''), z.url()]).optional(),
  /** ABN Lookup's JSON services (e.g. https://abr.business.gov.au/json); empty uses the embedded sample. */
  BUSINESS_REGISTER_URL: z.union([z.literal(''), z.url()]).optional(),
  /** The authentication GUID ABN Lookup issues; needed with BUSINESS_REGISTER_URL. */
  BUSINESS_REGISTER_GUID: z.string().optional(),
  /**
   * Base maps of the work map as JSON: [{"name":"Streets","url":".../{z}/{y}/{x}"}, ...]. Unset: the NSW
   * Spatial Services public base maps; '[]' turns the base map off.
   */
  BASEMAP_LAYERS: jsonBaseMaps.optional(),
  /**
   * The embedded mailbox viewer at /dev/mailbox shows every e-mail sent, password-reset links included:
   * on in development and test, refused in production.
   */
  MAILBOX_VIEWER: bool.optional(),
  /** The Hydstra export worker in this process (any number of processes may run one): on unless 'false'. */
  HYDSTRA_WORKER: bool.default(true),
  /** How often an idle Hydstra worker looks for submitted BCRs to export. */
  HYDSTRA_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  /** Hydstra's import service (JSON POST per export, docs/hydstra-export.md); empty uses the embedded importer. */
  HYDSTRA_IMPORT_URL: z.union([z.literal(''), z.url()]).optional(),
});

type Env = z.infer<typeof envSchema>;

/** Every environment variable the server reads; docs/operations.md documents each one. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Production needs its public address (issuer, e-mail links) and never exposes the mailbox. */
function productionIssues(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  if (!e.PUBLIC_URL) issues.push('  PUBLIC_URL: required in production (the address people use to reach the portal)');
  if (e.MAILBOX_VIEWER) issues.push('  MAILBOX_VIEWER: the mailbox viewer shows every password-reset link and cannot be enabled in production');
  if (e.PASSWORD_HASH_COST < MIN_PRODUCTION_HASH_COST)
    issues.push(`  PASSWORD_HASH_COST: at least ${MIN_PRODUCTION_HASH_COST} in production (OWASP's minimum scrypt cost)`);
  return issues;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Origins the web app may sign in from: PUBLIC_URL's, plus its loopback aliases (localhost, 127.0.0.1, [::1]). */
  webOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffers: string;
  databasePrepare: boolean;
  databasePoolSize: number;
  responseCheck: 'check' | 'trust';
  seedDemoData: boolean;
  seedDemoAccounts: boolean;
  logLevel: string;
  oidc: {
    embedded: boolean;
    issuer: string;
    clientId: string;
    scope: string;
    audience: string;
    accessTokenTtlSeconds: number;
  };
  mail: { smtpUrl: string | undefined; from: string; mailboxPort: number };
  idpRateLimitPerMinute: number;
  mailboxViewer: boolean;
  /** Empty: the embedded approvals register. */
  approvalsRegisterUrl: string;
  /** Empty url: the embedded business register sample. */
  businessRegister: { url: string; guid: string };
  /** Where uploaded files go: the local folder (DATA_DIR/files) or an S3-compatible store. */
  fileStorage: { kind: 'local' } | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };
  /** The base maps offered in the map's gallery; empty: none. */
  baseMaps: BaseMapLayer[];
  /** Empty importUrl: the embedded importer. */
  hydstra: { worker: boolean; pollMs: number; importUrl: string };
}

export class ConfigError extends Error {}

function fileStorageOf(e: Env): Config['fileStorage'] {
  if (!e.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT || `https://s3.${e.S3_REGION}.amazonaws.com`,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/** An S3 bucket needs the keys that sign for it. */
function storageIssues(e: Env): string[] {
  if (!e.S3_BUCKET || (e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) return [];
  return ['  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set'];
}

/** ABN Lookup answers only searches carrying the GUID it issued. */
function businessRegisterIssues(e: Env): string[] {
  if (!e.BUSINESS_REGISTER_URL || e.BUSINESS_REGISTER_GUID) return [];
  return ['  BUSINESS_REGISTER_GUID: required when BUSINESS_REGISTER_URL is set'];
}

function businessRegisterOf(e: Env): Config['businessRegister'] {
  return { url: e.BUSINESS_REGISTER_URL ?? '', guid: e.BUSINESS_REGISTER_GUID ?? '' };
}

/** What is on while developing and testing, and off in production, unless the variable says otherwise. */
function developmentDefaults(e: Env, development: boolean) {
  return {
    responseCheck: e.RESPONSE_CHECK ?? (development ? 'check' : 'trust'),
    seedDemoAccounts: e.SEED_DEMO_ACCOUNTS ?? development,
    mailboxViewer: e.MAILBOX_VIEWER ?? development,
  } as const;
}

/** Parses the environment once at start; every bad variable is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const issues = [...productionIssues(e), ...storageIssues(e), ...businessRegisterIssues(e)];
  if (issues.length > 0) throw new ConfigError(`Invalid configuration:\n${issues.join('\n')}`);
  const development = e.NODE_ENV !== 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embedded = !e.OIDC_ISSUER;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    webOrigins: webOriginsOf(publicUrl),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databasePrepare: e.DATABASE_PREPARE,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemoData: e.SEED_DEMO_DATA,
    ...developmentDefaults(e, development),
    logLevel: e.LOG_LEVEL,
    oidc: {
      embedded,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/idp`,
      clientId: e.OIDC_CLIENT_ID,
      scope: e.OIDC_SCOPE,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/service/api`,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    },
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, mailboxPort: e.MAILBOX_SMTP_PORT },
    idpRateLimitPerMinute: e.IDP_RATE_LIMIT_PER_MINUTE,
    approvalsRegisterUrl: e.APPROVALS_REGISTER_URL ?? '',
    businessRegister: businessRegisterOf(e),
    fileStorage: fileStorageOf(e),
    baseMaps: e.BASEMAP_LAYERS ?? [...DEFAULT_BASE_MAP_LAYERS],
    hydstra: { worker: e.HYDSTRA_WORKER, pollMs: Math.round(e.HYDSTRA_POLL_SECONDS * 1000), importUrl: e.HYDSTRA_IMPORT_URL ?? '' },
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The same server opened on another loopback name (127.0.0.1 while PUBLIC_URL says localhost) is the
 * same portal: sign-in must work there too. Other host names must be PUBLIC_URL itself.
 */
export function webOriginsOf(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`).filter((o) => o !== url.origin)];
}
