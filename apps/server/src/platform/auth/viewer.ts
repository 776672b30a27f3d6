import type { CurrentUser, WorkViewer } from '@driller/domain';
import type { Db } from '../db/kysely';
import { findUserBySubject, type RegisteredUser } from './portal-user.repository';

/** The signed-in person as the row-level rules need them: portal user, driller id and company. */
export interface PortalViewer extends WorkViewer {
  subject: string;
  userId: number | null;
  name: string;
  organisationName: string | null;
}

/** Resolves the token's subject to the portal's user, driller and company rows (one query). */
export async function resolvePortalViewer(db: Db, me: CurrentUser): Promise<PortalViewer> {
  return portalViewerOf(me, await findUserBySubject(db, me.subject));
}

/** The viewer from the token's user and the portal's row for its subject (userBySubject), if any. */
export function portalViewerOf(me: CurrentUser, row: RegisteredUser | undefined): PortalViewer {
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
