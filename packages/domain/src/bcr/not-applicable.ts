import { NOT_APPLICABLE_FLAG } from './codes';
import { BCR_MESSAGES } from './messages';
import { hasSavedRows, type RowBase } from './rows';

export type NotApplicableFlag = (typeof NOT_APPLICABLE_FLAG)[keyof typeof NOT_APPLICABLE_FLAG] | null;

/** A blank or 1 flag displays Not Applicable (spec 2 section 4). */
export function isNotApplicable(flag: NotApplicableFlag | undefined): boolean {
  return flag === null || flag === undefined || flag === NOT_APPLICABLE_FLAG.notApplicable;
}

/** Toggle on sets 1, off sets 2; turning it on is refused while saved rows exist. */
export function toggleNotApplicable(
  markNotApplicable: boolean,
  rows: readonly RowBase[],
): { flag: NotApplicableFlag; refused?: string } {
  if (!markNotApplicable) return { flag: NOT_APPLICABLE_FLAG.applicable };
  if (hasSavedRows(rows)) return { flag: NOT_APPLICABLE_FLAG.applicable, refused: BCR_MESSAGES.notApplicableBlocked };
  return { flag: NOT_APPLICABLE_FLAG.notApplicable };
}
