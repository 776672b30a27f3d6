import type { ColumnValues } from '../store/bcr-store.repository';

/**
 * True unless writing `values` at `sequence` would leave the stored row exactly as it is, so a save
 * updates only the rows it changes (a lithology save sent every kept row's UPDATE before).
 *
 * Exact, column by column: a value equals the stored one only when it is the same number, text or
 * calendar day (`===`), nothing else. The stored row is JSON of the row as the BCR's version was read,
 * and the save writes only if that version is still the live one (the root's `WHERE version`), so it is
 * what the update would overwrite. A row column holds numeric, smallint, text or date, which JSON gives
 * as the number, the text or the yyyy-mm-dd text that writing them back would store. Anything else
 * (an absent column, text against a number) counts as changed: a false "changed" costs one UPDATE, a
 * false "unchanged" would lose an edit.
 */
export function rowChanged(stored: ColumnValues | undefined, sequence: number, values: ColumnValues): boolean {
  if (!stored || stored.sequence !== sequence) return true;
  // pg writes an undefined parameter as NULL, as the batched update does with an absent key.
  return Object.entries(values).some(([column, value]) => (value === undefined ? null : value) !== stored[column]);
}
