import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, SIGN_IN_LOCKOUT } from '@driller/domain';
import { AUTHORIZE_URL } from '../../../test/identity-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createOidcAdapterClass } from './oidc-adapter';
import { createResetToken } from './password-reset.repository';
import { recordFailure } from './sign-in-failures.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
const NEW_PASSWORD = 'New#Password9';

async function resetWith(token: string, password = NEW_PASSWORD) {
  return t.app.inject({ method: 'POST', url: `/idp/reset/${token}`, headers: formHeaders, payload: new URLSearchParams({ password, confirmPassword: password }).toString() });
}

async function askForLink(email: string): Promise<void> {
  const authorize = await t.app.inject({ method: 'GET', url: AUTHORIZE_URL });
  const cookie = ([] as string[]).concat(authorize.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const response = await t.app.inject({ method: 'POST', url: `${String(authorize.headers.location)}/forgot`, headers: { ...formHeaders, cookie }, payload: new URLSearchParams({ email }).toString() });
  expect(response.body).toContain(IDENTITY_MESSAGES.resetEmailSent);
}

/** The reset links e-mailed to the address, oldest first, once `count` have arrived. */
async function linksTo(email: string, count: number): Promise<string[]> {
  await expect
    .poll(async () => (await t.db.selectFrom('mailbox_messages').select('id').where(sql<boolean>`${email} = any(mail_to)`).execute()).length, { timeout: 10_000 })
    .toBe(count);
  const rows = await t.db.selectFrom('mailbox_messages').select('text_body').where(sql<boolean>`${email} = any(mail_to)`).orderBy('id').execute();
  return rows.map((r) => /\/idp\/reset\/(\S+)/.exec(r.text_body ?? '')?.[1] ?? '');
}

describe('password reset links', () => {
  it('a new link e-mailed makes the older one invalid', async () => {
    const email = 'superadmin@demo.driller-portal.example';
    await askForLink(email);
    await linksTo(email, 1);
    await askForLink(email);
    const [older, newer] = await linksTo(email, 2);
    expect((await t.app.inject({ method: 'GET', url: `/idp/reset/${older}` })).statusCode).toBe(410);
    expect((await resetWith(older!)).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/idp/reset/${newer}` })).statusCode).toBe(200);
  });

  it('completing a reset ends the account sessions, grants and refresh tokens, and its sign-in lockout', async () => {
    const Adapter = createOidcAdapterClass(t.db);
    const mine = { accountId: 'demo-hydro', grantId: 'grant-hydro' };
    const theirs = { accountId: 'demo-dl1234', grantId: 'grant-dl1234' };
    await new Adapter('Session').upsert('session-hydro', { accountId: mine.accountId }, 3600);
    await new Adapter('Grant').upsert(mine.grantId, { accountId: mine.accountId }, 3600);
    await new Adapter('RefreshToken').upsert('refresh-hydro', { ...mine }, 3600);
    await new Adapter('AuthorizationCode').upsert('code-hydro', { grantId: mine.grantId }, 60);
    await new Adapter('Session').upsert('session-dl1234', { accountId: theirs.accountId }, 3600);
    await new Adapter('RefreshToken').upsert('refresh-dl1234', { ...theirs }, 3600);
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i += 1) await recordFailure(t.db, 'account:demo-hydro');

    const token = await createResetToken(t.db, 'demo-hydro', 60);
    const done = await resetWith(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(IDENTITY_MESSAGES.passwordChanged);

    expect(await new Adapter('Session').find('session-hydro')).toBeUndefined();
    expect(await new Adapter('Grant').find(mine.grantId)).toBeUndefined();
    expect(await new Adapter('RefreshToken').find('refresh-hydro')).toBeUndefined();
    expect(await new Adapter('AuthorizationCode').find('code-hydro')).toBeUndefined();
    expect(await new Adapter('Session').find('session-dl1234')).toBeDefined();
    expect(await new Adapter('RefreshToken').find('refresh-dl1234')).toBeDefined();
    expect(await t.db.selectFrom('idp_sign_in_failures').select('failures').where('login_key', '=', 'account:demo-hydro').executeTakeFirst()).toBeUndefined();
  });
});
