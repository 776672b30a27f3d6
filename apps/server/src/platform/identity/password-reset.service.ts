import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_TTL_MINUTES, signInKey } from '@driller/domain';
import type { Db } from '../db/kysely';
import type { Mailer } from '../../adapters/mail/mailer';
import { updatePasswordHash, type IdpAccount } from '../auth/accounts.repository';
import { clearFailures } from './sign-in-failures.repository';
import { createResetToken } from './password-reset.repository';
import { revokeAccountSessions } from './oidc-adapter';

interface ResetMailDeps {
  db: Db;
  mailer: Mailer;
  portalUrl: string;
  log: FastifyBaseLogger;
}

async function sendResetLink(deps: ResetMailDeps, account: IdpAccount): Promise<void> {
  const token = await createResetToken(deps.db, account.id, PASSWORD_RESET_TTL_MINUTES);
  const link = `${deps.portalUrl}/idp/reset/${token}`;
  await deps.mailer.send({
    to: account.email,
    subject: 'Reset your Driller Portal password',
    text: `Hello ${account.first_name},\n\nSomeone asked to reset the password of your Driller Portal account (${account.username}).\nTo choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is.\n`,
  });
}

/**
 * Starts a reset for the account, if there is one, off the request's critical path: the page answers
 * after the same lookup whether or not the address has an account, so its time reveals nothing.
 */
export function queueResetLink(deps: ResetMailDeps, account: IdpAccount | undefined): void {
  if (!account) return;
  void sendResetLink(deps, account).catch((error: unknown) => deps.log.error({ err: error }, 'password reset e-mail failed'));
}

/**
 * A completed reset: the new password, and everything the old one opened is closed: other reset links
 * (createResetToken already dropped older ones), the provider's sessions, grants and refresh tokens,
 * and the sign-in failure count.
 */
export async function completeReset(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, accountId, passwordHash);
    await trx.deleteFrom('idp_password_resets').where('account_id', '=', accountId).where('used_at', 'is', null).execute();
    await revokeAccountSessions(trx, accountId);
    await clearFailures(trx, signInKey(accountId, ''));
  });
}
