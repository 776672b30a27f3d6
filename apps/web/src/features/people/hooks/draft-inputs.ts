/** A form's inputs hold text: stored values as the inputs show them, and back. */

type Stored = string | number | null | undefined;

/** A number or text as an input or select value; nothing as ''. */
export const inputText = (value: Stored): string =>
  value === null || value === undefined ? '' : String(value);

/** The named inputs, all empty. */
export const blankInputs = <K extends string>(names: readonly K[]): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, ''])) as Record<K, string>;

/** The named fields of a stored record as their text boxes and selects hold them. */
export const inputsOf = <K extends string>(
  record: Partial<Record<K, Stored>>,
  names: readonly K[],
): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, inputText(record[name])])) as Record<K, string>;

/** The named text boxes trimmed; a blank one as null. */
export const typedTexts = <K extends string>(draft: Record<K, string>, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, draft[name].trim() || null])) as Record<K, string | null>;

/** The named selects as numbers; the empty "Select" option as null. */
export const chosenNumbers = <K extends string>(draft: Record<K, string>, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, draft[name] === '' ? null : Number(draft[name])])) as Record<
    K,
    number | null
  >;
