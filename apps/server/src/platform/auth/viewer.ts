import type { CurrentUser, WorkViewer } from '@driller/domain';
import type { Db } from '../db/kysely';
import { findUserBySubject } from './portal-user.repository';

/** The signed-in person as the row-level rules need them: portal user, driller id and company. */
export interface PortalViewer extends WorkViewer {
  subject: string;
  userId: number | null;
  name: string;
  organisationName: string | null;
}

/** Resolves the token's subject to the portal's user, driller and company rows (one query). */
export async function resolvePortalViewer(db: Db, me: CurrentUser): Promise<PortalViewer> {
  const row = await findUserBySubject(db, me.subject);
  return {
    subject: me.subject,
    roleId: me.roleId,
    isDCA: me.isDCA,
    userId: row?.userId ?? null,
    drillerId: row?.drillerId ?? null,
    organisationId: row?.organisationId ?? null,
    organisationName: row?.organisationName ?? null,
    name: row ? `${row.firstName} ${row.lastName}` : `${me.firstName} ${me.lastName}`.trim(),
  };
}
