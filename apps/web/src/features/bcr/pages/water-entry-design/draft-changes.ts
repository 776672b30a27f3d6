/**
 * The fields a domain edit changed (changeScreenType, changeOpeningType, fillDiameters...), to write into
 * the row editor's draft one by one: the rest of the draft, possibly half-typed, stays as it is.
 */
export function draftChanges(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): [string, unknown][] {
  return Object.entries(after).filter(([key, value]) => before[key] !== value);
}
