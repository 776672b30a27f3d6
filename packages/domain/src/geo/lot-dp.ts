import { error, type Issue } from '../common/issue';

/** A NSW cadastral lot: lot and section may be blank, the plan (DP number) may not. */
export interface LotDp {
  lot: string;
  section: string;
  plan: string;
}

export const LOT_DP_MESSAGES = {
  dpMandatory: 'Lot can be blank, DP is mandatory.',
  notFound: 'The Lot/DP was not found on the map.',
} as const;

/** The Lot and DP inputs accept digits only: anything else typed is dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** The Lot/DP search box: DP is mandatory, Lot may be blank. */
export function validateLotDpSearch(dp: string | null | undefined, path = 'dp'): Issue[] {
  return (dp ?? '').trim() === '' ? [error(path, LOT_DP_MESSAGES.dpMandatory)] : [];
}

// The plan's 'DP' prefix is display text; other plan kinds (e.g. SP strata plans) keep their prefix.
const stripDp = (plan: string): string => plan.replace(/^DP\s*/i, '').trim();

/**
 * Reads the forms the portal meets: the cadastre's lotidstring 'lot/section/DPplan' ('1//DP12345'),
 * the short 'lot/plan' ('1/12345') and a bare plan ('DP12345'). Null when there is no plan.
 */
export function parseLotDp(text: string | null | undefined): LotDp | null {
  const parts = (text ?? '').split('/').map((p) => p.trim());
  const lot = parts.length >= 2 ? (parts[0] ?? '') : '';
  const section = parts.length >= 3 ? (parts[1] ?? '') : '';
  const plan = parts.length >= 3 ? parts.slice(2).join('/') : (parts[parts.length - 1] ?? '');
  const number = stripDp(plan);
  return number === '' ? null : { lot, section, plan: number };
}

/** Canonical form, the cadastre's lotidstring: 'lot/section/DPplan', e.g. '1//DP12345'. */
export function formatLotDp(value: LotDp): string {
  const plan = /^\d+$/.test(value.plan) ? `DP${value.plan}` : value.plan;
  return `${value.lot}/${value.section}/${plan}`;
}

/** The search box's Lot and DP digits to the canonical text. */
export function lotDpFromInputs(lot: string, dp: string): string {
  return formatLotDp({ lot: digitsOnly(lot), section: '', plan: digitsOnly(dp) });
}

/** Normalises any accepted form to the canonical one; unparseable text comes back trimmed. */
export function normaliseLotDp(text: string | null | undefined): string {
  const parsed = parseLotDp(text);
  return parsed ? formatLotDp(parsed) : (text ?? '').trim();
}

function equalLots(a: LotDp, b: LotDp): boolean {
  const key = (v: LotDp): string => `${v.lot}|${v.section}|${v.plan}`.toUpperCase();
  return key(a) === key(b);
}

/**
 * True when the actual lot is the approved one, ignoring the 'DP' text ('1//DP12345' equals '1/12345').
 * An approval may list several lots (comma or semicolon separated): matching any one is the same lot.
 */
export function sameLotDp(approved: string | null | undefined, actual: string | null | undefined): boolean {
  const actualLot = parseLotDp(actual);
  const approvedLots = (approved ?? '')
    .split(/[,;]/)
    .map(parseLotDp)
    .filter((lot): lot is LotDp => lot !== null);
  if (actualLot === null || approvedLots.length === 0) return actualLot === null && approvedLots.length === 0;
  return approvedLots.some((lot) => equalLots(lot, actualLot));
}
