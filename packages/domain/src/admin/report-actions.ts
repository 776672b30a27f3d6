import { z } from 'zod';
import { error, type Issue } from '../common/issue';
import { OFFLINE_MESSAGES } from '../offline/messages';
import { parseAuDate } from '../common/dates';
import { isBlank } from '../common/validators';
import { isIsoDate } from './dates';
import { addIssuesToZod } from './field-rules';
import { ADMIN_MESSAGES } from './messages';

/**
 * Dashboard/search actions on a report: each is refused offline and confirmed online. The GW No
 * value of the search and dashboard modal is checked by gwNoUpdateIssues ('Gw no is mandatory.', spec 3);
 * the work form's own modal keeps spec 1's wording (work/draft-save.ts validateGwNoUpdate).
 */
export type ReportAction = 'decommission' | 'updateGwNo' | 'delete';

const OFFLINE_BLOCK: Record<ReportAction, string> = {
  decommission: OFFLINE_MESSAGES.noDecommissionOffline,
  updateGwNo: OFFLINE_MESSAGES.noGwNoOffline,
  delete: OFFLINE_MESSAGES.noDeleteOffline,
};

const CONFIRM: Record<ReportAction, string> = {
  decommission: ADMIN_MESSAGES.confirmDecommission,
  updateGwNo: ADMIN_MESSAGES.confirmUpdateGwNo,
  delete: ADMIN_MESSAGES.confirmDeleteBcr,
};

export type ReportActionGate = { kind: 'blocked'; message: string } | { kind: 'confirm'; message: string };

export function reportActionGate(action: ReportAction, online: boolean): ReportActionGate {
  return online ? { kind: 'confirm', message: CONFIRM[action] } : { kind: 'blocked', message: OFFLINE_BLOCK[action] };
}

/** The decommission date as typed (dd/MM/yyyy) or as sent (ISO), to an ISO date or null. */
export function decommissionDateToIso(value: string): string | null {
  const text = value.trim();
  return isIsoDate(text) ? text : parseAuDate(text);
}

export function gwNoUpdateIssues(gwNo: string | null | undefined): Issue[] {
  return isBlank(gwNo) ? [error('gwNo', ADMIN_MESSAGES.gwNoMandatory)] : [];
}

export function decommissionIssues(date: string | null | undefined): Issue[] {
  const path = 'decommissionedDate';
  if (isBlank(date)) return [error(path, ADMIN_MESSAGES.decommissionDateRequired)];
  return decommissionDateToIso(date ?? '') === null ? [error(path, ADMIN_MESSAGES.invalidDate)] : [];
}

/**
 * POST work/decommission; the date leaves as ISO whichever way it was typed. `version` is the BCR
 * version the user saw (like work/updategwno, the server answers 400 without it and 409 when stale).
 */
export const decommissionSchema = z
  .object({ formAGuId: z.string().min(1), decommissionedDate: z.string().nullish(), version: z.number().int().min(1).nullish() })
  .superRefine((values, ctx) => addIssuesToZod(ctx, decommissionIssues(values.decommissionedDate)))
  .transform((values) => ({ ...values, decommissionedDate: decommissionDateToIso(values.decommissionedDate ?? '') ?? '' }));
