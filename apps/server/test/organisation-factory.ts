import { ROLE } from '@driller/domain';
import type { Db } from '../src/platform/db/kysely';
import type { TestApp } from './test-app';

let counter = 0;

/** A driller with no company (a fresh sign-up), with the subject it signs in with. */
export async function createFreeDriller(db: Db, o: { organisationId?: number | null } = {}) {
  counter += 1;
  const subject = `free-driller-${counter}`;
  const user = await db
    .insertInto('users')
    .values({
      username: subject,
      first_name: 'Fran',
      last_name: `Free${counter}`,
      work_email: `${subject}@example.test`,
      role_id: ROLE.driller,
      organisation_id: o.organisationId ?? null,
      idp_subject: subject,
      created_by: 'test',
      modified_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const licence = `DL 7${String(counter).padStart(3, '0')}`;
  const driller = await db
    .insertInto('drillers')
    .values({ user_id: user.id, licence_no: licence, status: 2, created_by: 'test', modified_by: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subject, userId: user.id, drillerId: driller.id };
}

export async function organisationIdOf(db: Db, name: string): Promise<number> {
  return (
    await db.selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

/** Bearer headers for a driller made by createFreeDriller. */
export async function asDriller(t: TestApp, subject: string, isDCA = false): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await t.token({ sub: subject, role: ROLE.driller, isDCA })}` };
}
