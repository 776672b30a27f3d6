import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { REGISTER_VERIFY_PARAM, REQUEST_SCREEN_PATH, ROLE, type RequestKind } from '@driller/domain';
import type { Mailer, OutgoingMail } from '../../adapters/mail/mailer';
import type { Db } from '../../platform/db/kysely';

export interface RequestMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** The registerverify token only locates a request for a signed-in approver; only its hash is stored. */
export const hashVerifyToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newVerifyToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashVerifyToken(token) };
}

export function verifyLink(publicUrl: string, kind: RequestKind, token: string): string {
  return `${publicUrl}${REQUEST_SCREEN_PATH[kind]}?${REGISTER_VERIFY_PARAM}=${encodeURIComponent(token)}`;
}

/** The approvers: every active Super Admin with an e-mail address. */
async function approverAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('work_email')
    .where('role_id', '=', ROLE.superAdmin)
    .where('status', '=', 1)
    .execute();
  return [...new Set(rows.map((r) => r.work_email.trim()).filter((e) => e !== ''))];
}

/** A mail that cannot be sent never undoes the change that caused it: it is logged for the operators. */
async function sendQuietly(mailer: Mailer, mail: OutgoingMail, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, 'access request e-mail failed');
    return false;
  }
}

export interface RequesterSummary {
  firstName: string;
  lastName: string;
  workEmail: string;
  organisationName: string | null;
}

const APPROVER_MAIL: Record<RequestKind, { subject: string; asks: string }> = {
  registration: { subject: 'New Driller Portal registration request', asks: 'asks to register as a Company Admin' },
  dca: { subject: "New 'Drilling Company Admin' access request", asks: "asks for 'Drilling Company Admin' access" },
};

/** Tells every Super Admin about a new request, with the registerverify link that opens it. */
export async function mailApprovers(
  deps: RequestMailDeps,
  kind: RequestKind,
  token: string,
  who: RequesterSummary,
  log: FastifyBaseLogger,
): Promise<void> {
  const to = await approverAddresses(deps.db);
  if (to.length === 0) {
    log.warn({ kind }, 'no active Super Admin to e-mail about an access request');
    return;
  }
  const { subject, asks } = APPROVER_MAIL[kind];
  const company = who.organisationName ? ` for ${who.organisationName}` : '';
  const text = `${who.firstName} ${who.lastName} (${who.workEmail}) ${asks}${company}.\n\nTo review the request, sign in and open:\n\n${verifyLink(deps.publicUrl, kind, token)}\n`;
  await sendQuietly(deps.mailer, { to, subject, text }, log);
}

/** Tells the requester the outcome of the review. */
export async function mailRequester(
  deps: RequestMailDeps,
  to: string,
  outcome: { subject: string; text: string },
  log: FastifyBaseLogger,
): Promise<void> {
  await sendQuietly(deps.mailer, { to, subject: outcome.subject, text: outcome.text }, log);
}
