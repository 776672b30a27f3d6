import { ROLE, type RoleId } from '@driller/domain';
import type { TestApp } from '../../../test/test-app';

/** Test helpers of the access request routes: calls with a role's token, and the embedded mailbox. */
export const SUPER_ADMIN = 'demo-superadmin';
export const SUPER_ADMIN_EMAIL = 'superadmin@demo.driller-portal.example';

export interface Caller {
  sub: string;
  role: RoleId;
  isDCA?: boolean;
}

export const superAdmin: Caller = { sub: SUPER_ADMIN, role: ROLE.superAdmin };

export function callAs(t: TestApp) {
  return async (who: Caller, method: 'GET' | 'POST', path: string, payload?: object) => {
    const token = await t.token({ sub: who.sub, role: who.role, isDCA: who.isDCA ?? false });
    return t.app.inject({
      method,
      url: `/service/api/userregistrationrequest/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  };
}

/** The mails the embedded mailbox received for one address, oldest first. */
export async function mailsTo(t: TestApp, address: string) {
  const rows = await t.db.selectFrom('mailbox_messages').selectAll().orderBy('id').execute();
  return rows.filter((r) => r.mail_to.includes(address)).map((r) => ({ subject: r.subject, text: r.text_body ?? '' }));
}

/** The registerverify token of the newest link to `screen` e-mailed to the Super Admin. */
export async function latestVerifyToken(t: TestApp, screen: string): Promise<string> {
  const mails = await mailsTo(t, SUPER_ADMIN_EMAIL);
  const links = mails.flatMap((m) => [...m.text.matchAll(new RegExp(`${screen}\\?registerverify=([\\w-]+)`, 'g'))].map((x) => x[1] ?? ''));
  const token = links.at(-1);
  if (!token) throw new Error(`no ${screen} link in the Super Admin's mailbox`);
  return token;
}

/** Every role refused by a route, as [label, caller]. */
export function callersExcept(allowed: readonly (RoleId | 'dca')[]): [string, Caller][] {
  const all: [string, Caller, RoleId | 'dca'][] = [
    ['Super Admin', superAdmin, ROLE.superAdmin],
    ['Drilling Company Admin', { sub: 'demo-companyadmin', role: ROLE.drillingCompanyAdmin }, ROLE.drillingCompanyAdmin],
    ['Regulator', { sub: 'demo-regulator', role: ROLE.regulator }, ROLE.regulator],
    ['Read Only All', { sub: 'demo-readonly', role: ROLE.readOnlyAll }, ROLE.readOnlyAll],
    ['Driller', { sub: 'demo-dl1234', role: ROLE.driller }, ROLE.driller],
    ['Hydrogeologist', { sub: 'demo-hydro', role: ROLE.hydrogeologist }, ROLE.hydrogeologist],
  ];
  return all.filter(([, , id]) => !allowed.includes(id)).map(([label, caller]) => [label, caller]);
}
