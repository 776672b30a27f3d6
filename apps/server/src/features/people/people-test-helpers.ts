import { sql } from 'kysely';
import { expect } from 'vitest';
import { ROLE, type RoleId } from '@driller/domain';
import type { TestApp } from '../../../test/test-app';

/** Seeded demo people (subject demo-<username>) and their roles. */
export const DEMO = {
  superAdmin: { sub: 'demo-superadmin', role: ROLE.superAdmin },
  companyAdmin: { sub: 'demo-companyadmin', role: ROLE.drillingCompanyAdmin },
  regulator: { sub: 'demo-regulator', role: ROLE.regulator },
  readOnly: { sub: 'demo-readonly', role: ROLE.readOnlyAll },
  driller: { sub: 'demo-dl1234', role: ROLE.driller, drillerLicenseNo: 'DL 1234' },
  dcaDriller: { sub: 'demo-dl2345', role: ROLE.driller, isDCA: true, drillerLicenseNo: 'DL 2345' },
  hydro: { sub: 'demo-hydro', role: ROLE.hydrogeologist },
} satisfies Record<string, { sub: string; role: RoleId; isDCA?: boolean; drillerLicenseNo?: string }>;
export type DemoPerson = keyof typeof DEMO;

export async function call(
  t: TestApp,
  who: DemoPerson,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
) {
  const token = await t.token(DEMO[who]);
  return t.app.inject({
    method,
    url: `/service/api/admin/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** The texts of the e-mails sent to the address, once `count` have arrived. */
export async function mailsTo(t: TestApp, email: string, count: number): Promise<string[]> {
  await expect
    .poll(
      async () =>
        (
          await t.db
            .selectFrom('mailbox_messages')
            .select('id')
            .where(sql<boolean>`${email} = any(mail_to)`)
            .execute()
        ).length,
      { timeout: 10_000 },
    )
    .toBe(count);
  const rows = await t.db
    .selectFrom('mailbox_messages')
    .select('text_body')
    .where(sql<boolean>`${email} = any(mail_to)`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.text_body ?? '');
}
