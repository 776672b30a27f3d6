import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/kysely';

/**
 * oidc-provider's storage in PostgreSQL (one table keyed by model and id, payload as JSONB), so sessions
 * and grants survive restarts and every server process sees the same ones.
 */
export function createOidcAdapterClass(db: Db): new (model: string) => Adapter {
  return class PostgresOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('idp_store')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet({ ...row, modified_at: new Date() }))
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const found = await db
        .selectFrom('idp_store')
        .select(['payload', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
      if (!found) return undefined;
      const payload = found.payload as AdapterPayload;
      return found.consumed_at ? { ...payload, consumed: Math.floor(found.consumed_at.getTime() / 1000) } : payload;
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('idp_store')
        .set({ consumed_at: new Date(), modified_at: new Date() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('idp_store').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('idp_store').where('model', '=', this.model).where('grant_id', '=', grantId).execute();
    }
  };
}

/**
 * Signs the account out everywhere: its sessions, grants, refresh tokens and any other provider record
 * naming it (the payload's accountId), and whatever hangs off those grants. JWT access tokens are not
 * stored; they lapse within their short lifetime (ACCESS_TOKEN_TTL_SECONDS).
 */
export async function revokeAccountSessions(db: Db, accountId: string): Promise<void> {
  const grants = db.selectFrom('idp_store').select('id').where('model', '=', 'Grant').where(sql`payload->>'accountId'`, '=', accountId);
  await db.deleteFrom('idp_store').where((eb) => eb.or([eb('grant_id', 'in', grants), eb(sql`payload->>'accountId'`, '=', accountId)])).execute();
}

/** Expired rows are dead weight: purge them now and then. */
export async function purgeExpiredOidcRows(db: Db): Promise<number> {
  const result = await db.deleteFrom('idp_store').where('expires_at', '<', sql<Date>`now()`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
