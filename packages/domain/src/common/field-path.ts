/**
 * One field-path convention end to end (rules, server fieldErrors, react-hook-form names, element ids):
 * `<section>.<index in the form's array>.<field>`. The index counts every row of the form's array,
 * hidden deleted rows included, so a path always names the row the user sees.
 */
export function fieldPath(section: string, index?: number, field?: string): string {
  return [section, index === undefined ? null : String(index), field ?? null]
    .filter((p) => p !== null)
    .join('.');
}

/** The DOM id of the element for a path: `<form>-<path with dots as dashes>` ('work', 'workDetailsMonitoring.1.noOfPipes' -> 'work-workDetailsMonitoring-1-noOfPipes'). */
export function fieldElementId(form: string, path: string): string {
  return `${form}-${path.split('.').join('-')}`;
}

/** Whether `path` lies on row `index` of `section` (the row itself or one of its fields). */
export function isOnRow(path: string, section: string, index: number): boolean {
  const row = fieldPath(section, index);
  return path === row || path.startsWith(`${row}.`);
}
