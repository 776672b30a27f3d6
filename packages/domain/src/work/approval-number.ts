import { error, warning, type Issue } from '../common/issue';
import { WORK_ATTRIBUTE_1 } from './attributes';
import { WORK_MESSAGES } from './messages';

/** Two digits then CW or WA and 6 digits (e.g. 90WA123456), or two digits then MW and 6 digits. */
export const APPROVAL_NUMBER_PATTERN = /^\d{2}(CW|WA|MW)\d{6}$/;

export function normaliseApprovalNumber(text: string | null | undefined): string {
  return (text ?? '').trim().toUpperCase();
}

export function isApprovalNumber(text: string | null | undefined): boolean {
  return APPROVAL_NUMBER_PATTERN.test(normaliseApprovalNumber(text));
}

/** Decision (docs/decisions.md): the spec states the format but words no message for it. */
export const APPROVAL_NUMBER_FORMAT_MESSAGE =
  'Enter a valid work approval number: 2 digits, CW, WA or MW, then 6 digits (e.g. 90WA123456).';

/** Search needs a value; a value in the wrong format is refused before calling the register. */
export function validateApprovalSearch(text: string | null | undefined, path = 'workApprovalNo'): Issue[] {
  const value = normaliseApprovalNumber(text);
  if (value === '') return [error(path, WORK_MESSAGES.approvalNumberSearch)];
  if (!isApprovalNumber(value)) return [error(path, APPROVAL_NUMBER_FORMAT_MESSAGE)];
  return [];
}

const APPROVAL_PREFIXES = ['10', '20', '30', '40', '50', '60', '70', '80', '85', '90'];
const APPROVAL_KINDS = ['BL', 'CA', 'FW', 'MW', 'WA'];

/**
 * True when a monitoring Reference no looks like an approval number: longer than 3 characters,
 * starting with one of the register's two-digit prefixes, with an approval kind in characters 3-4.
 */
export function looksLikeApprovalNumber(referenceNo: string | null | undefined): boolean {
  const value = normaliseApprovalNumber(referenceNo);
  return value.length > 3 && APPROVAL_PREFIXES.includes(value.slice(0, 2)) && APPROVAL_KINDS.includes(value.slice(2, 4));
}

/** Exception reason code and confirm text (wording ours: docs/decisions.md). */
export const REFERENCE_LOOKS_LIKE_APPROVAL = 'REF_LOOKS_LIKE_APPROVAL';
export const REFERENCE_LOOKS_LIKE_APPROVAL_MESSAGE =
  'It seems a work approval number has been entered in the Reference no field. Do you want to continue?';

export function referenceNumberWarning(referenceNo: string | null | undefined): Issue[] {
  return looksLikeApprovalNumber(referenceNo)
    ? [warning('referenceNo', REFERENCE_LOOKS_LIKE_APPROVAL_MESSAGE, REFERENCE_LOOKS_LIKE_APPROVAL)]
    : [];
}

export const WORK_STATUS_INSTALLED = 'Installed';

/** An Installed work cannot be selected (or saved) unless the work type amends or decommissions it. */
export function isWorkSelectable(workStatus: string | null | undefined, attribute1: number | null): boolean {
  if (workStatus !== WORK_STATUS_INSTALLED) return true;
  return attribute1 !== null && attribute1 !== WORK_ATTRIBUTE_1.new;
}

/** Search state of the approval search: 0 none, 1 searched, 2 searched again. */
export const SEARCH_STATE = { none: 0, searched: 1, searchedAgain: 2 } as const;
export type SearchState = (typeof SEARCH_STATE)[keyof typeof SEARCH_STATE];

export function nextSearchState(state: SearchState): SearchState {
  return state === SEARCH_STATE.none ? SEARCH_STATE.searched : SEARCH_STATE.searchedAgain;
}
