import { randomBytes } from 'node:crypto';
import type { Mailer } from '../../adapters/mail/mailer';
import { createAccount, type IdpAccount } from '../auth/accounts.repository';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/kysely';
import { createResetToken } from './password-reset.repository';

/** How long the first password link stays valid: a week, so a driller back from the field can use it. */
export const ACCOUNT_INVITE_TTL_MINUTES = 7 * 24 * 60;

export interface InvitedPerson {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: IdpAccount['user_type'];
  drillerLicenceNo?: string | null;
  workMobile?: string | null;
}

/**
 * Accounts created by an administrator (Manage Driller, Manage User): the person chooses their own
 * password through the password-reset page, reached by a link e-mailed to their work address. Until
 * then the account carries a random password nobody knows.
 */
export interface AccountInviter {
  /** Creates the sign-in account inside the caller's transaction; returns its subject. */
  createAccount: (db: Db, person: InvitedPerson) => Promise<string>;
  /** E-mails the password-set link; call after the transaction committed. */
  sendInvitation: (accountId: string) => Promise<void>;
}

export function createAccountInviter(deps: { db: Db; mailer: Mailer; portalUrl: string }): AccountInviter {
  return {
    async createAccount(db, person) {
      const account = await createAccount(db, {
        ...person,
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      });
      return account.id;
    },
    async sendInvitation(accountId) {
      const account = await deps.db
        .selectFrom('idp_accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      const token = await createResetToken(deps.db, account.id, ACCOUNT_INVITE_TTL_MINUTES);
      await deps.mailer.send({
        to: account.email,
        subject: 'Your Driller Portal account',
        text: `Hello ${account.first_name},\n\nAn administrator has created a Driller Portal account for you (username ${account.username}).\nTo choose your password, open this link within 7 days:\n\n${deps.portalUrl}/idp/reset/${token}\n\nThen sign in at ${deps.portalUrl}/ with your username or this e-mail address.\n`,
      });
    },
  };
}
