import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, webOriginsOf } from './config';

describe('configuration', () => {
  it('runs with no variables at all: embedded database, provider and mailbox on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      oidc: { embedded: true, issuer: 'http://localhost:3000/idp', scope: 'demo.read', audience: 'http://localhost:3000/service/api' },
      mail: { smtpUrl: undefined },
    });
  });

  it('takes a production issuer, client id and scope from the environment', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://login.example.test/tenant/v2.0', OIDC_CLIENT_ID: 'abc', OIDC_SCOPE: 'https://api/x.read', OIDC_AUDIENCE: 'api://driller' });
    expect(config.oidc).toMatchObject({ embedded: false, issuer: 'https://login.example.test/tenant/v2.0', clientId: 'abc', scope: 'https://api/x.read', audience: 'api://driller' });
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('turns the mailbox viewer and the demo accounts on in development and off in production', () => {
    expect(loadConfig({})).toMatchObject({ mailboxViewer: true, seedDemoAccounts: true });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.test' })).toMatchObject({ mailboxViewer: false, seedDemoAccounts: false });
    expect(loadConfig({ MAILBOX_VIEWER: 'false', SEED_DEMO_ACCOUNTS: 'false' })).toMatchObject({ mailboxViewer: false, seedDemoAccounts: false });
  });

  it('uses the embedded business register unless ABN Lookup is configured, and then needs its GUID', () => {
    expect(loadConfig({}).businessRegister).toEqual({ url: '', guid: '' });
    expect(() => loadConfig({ BUSINESS_REGISTER_URL: 'https://abr.example.test/json' })).toThrow(/BUSINESS_REGISTER_GUID/);
    expect(loadConfig({ BUSINESS_REGISTER_URL: 'https://abr.example.test/json', BUSINESS_REGISTER_GUID: 'g' }).businessRegister).toEqual({ url: 'https://abr.example.test/json', guid: 'g' });
  });

  it('keeps 10 connections to a PostgreSQL server unless DATABASE_POOL_SIZE says otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' }).databasePoolSize).toBe(5);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('runs the Hydstra worker with the embedded importer unless told otherwise', () => {
    expect(loadConfig({}).hydstra).toEqual({ worker: true, pollMs: 5000, importUrl: '' });
    expect(loadConfig({ HYDSTRA_WORKER: 'false', HYDSTRA_POLL_SECONDS: '0.5', HYDSTRA_IMPORT_URL: 'https://hydstra.example.test/import' }).hydstra).toEqual({
      worker: false,
      pollMs: 500,
      importUrl: 'https://hydstra.example.test/import',
    });
    expect(() => loadConfig({ HYDSTRA_IMPORT_URL: 'hydstra', HYDSTRA_POLL_SECONDS: '0' })).toThrow(/HYDSTRA_IMPORT_URL[\s\S]*HYDSTRA_POLL_SECONDS|HYDSTRA_POLL_SECONDS[\s\S]*HYDSTRA_IMPORT_URL/);
  });

  it('seeds demo accounts in production only when asked for', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.test', SEED_DEMO_ACCOUNTS: 'true' });
    expect(config.seedDemoAccounts).toBe(true);
  });

  it('refuses to start in production with the mailbox viewer enabled or without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.test', MAILBOX_VIEWER: 'true' })).toThrow(/MAILBOX_VIEWER/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production/);
  });

  it('refuses a password hashing cost below OWASP minimum in production, and allows it elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.test', PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST: at least 17/);
    expect(loadConfig({ NODE_ENV: 'development', PASSWORD_HASH_COST: '12' })).toBeTruthy();
  });
});

describe('webOriginsOf', () => {
  it('lets the web sign in from every loopback name of a loopback PUBLIC_URL', () => {
    expect(webOriginsOf('http://localhost:3221')).toEqual(['http://localhost:3221', 'http://127.0.0.1:3221', 'http://[::1]:3221']);
    expect(webOriginsOf('http://127.0.0.1:3000')).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']);
  });
  it('keeps a public host name to itself', () => {
    expect(webOriginsOf('https://portal.example.org')).toEqual(['https://portal.example.org']);
  });
});
