import { signInKey } from '@driller/domain';
import type { Db } from '../db/kysely';
import { findAccountByLogin, type IdpAccount } from '../auth/accounts.repository';
import { verifyLoginPassword } from '../auth/password';
import { clearFailures, lockedUntil, recordFailure } from './sign-in-failures.repository';

export type SignInOutcome = { kind: 'signedIn'; account: IdpAccount } | { kind: 'wrong' } | { kind: 'locked' };

/**
 * The sign-in page's check. Known and unknown logins take the same path (one lookup, one scrypt
 * verify, one failure count), so neither the answer nor its time tells whether an account exists.
 * A locked login is refused even with the right password.
 */
export async function checkSignIn(db: Db, login: string, password: string): Promise<SignInOutcome> {
  const account = login ? await findAccountByLogin(db, login) : undefined;
  const key = signInKey(account?.id, login);
  const locked = await lockedUntil(db, key);
  const ok = await verifyLoginPassword(password, account?.password_hash);
  if (locked) return { kind: 'locked' };
  if (!account || !ok) return (await recordFailure(db, key)).lockedUntil ? { kind: 'locked' } : { kind: 'wrong' };
  await clearFailures(db, key);
  return { kind: 'signedIn', account };
}
