import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Only the token's hash is stored: a leaked table cannot reset anyone's password. A new link replaces
 * the account's older ones: only the latest e-mail works.
 */
export async function createResetToken(db: Db, accountId: string, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('idp_password_resets').where('account_id', '=', accountId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('idp_password_resets')
      .values({ token_hash: hashToken(token), account_id: accountId, expires_at: new Date(Date.now() + ttlMinutes * 60_000) })
      .execute();
  });
  return token;
}

/** The account a live, unused token belongs to. */
export async function findResetAccount(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('idp_password_resets')
    .select('account_id')
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.account_id;
}

/** Marks the token used; false when another request used it first. */
export async function consumeResetToken(db: Db, token: string): Promise<boolean> {
  const result = await db
    .updateTable('idp_password_resets')
    .set({ used_at: new Date(), modified_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
