import type { PeopleOption } from './people-api';

/**
 * Licence classes and drilling endorsements of the driller form. The spec lists them as master data
 * without values; these follow the national driller licence classes (1 to 4) and the endorsements the
 * seeded drillers carry. Stored by name on the driller row (the token's drilling class reads the name),
 * so the ids are only the form's handles (docs/decisions.md).
 */
export const LICENCE_CLASSES: readonly PeopleOption[] = [
  { id: 1, name: 'Class 1' },
  { id: 2, name: 'Class 2' },
  { id: 3, name: 'Class 3' },
  { id: 4, name: 'Class 4' },
];

export const DRILLING_ENDORSEMENTS: readonly PeopleOption[] = [
  { id: 1, name: 'Cable tool' },
  { id: 2, name: 'Rotary air' },
  { id: 3, name: 'Rotary mud' },
  { id: 4, name: 'Auger' },
  { id: 5, name: 'Jetting' },
  { id: 6, name: 'Sonic' },
];

/** Endorsements travel as ids and are stored as their names, comma separated, in list order. */
export const ENDORSEMENT_SEPARATOR = ', ';

export function licenceClassName(id: number | null | undefined): string | null {
  return LICENCE_CLASSES.find((option) => option.id === id)?.name ?? null;
}

export function licenceClassId(name: string | null | undefined): number | null {
  const wanted = name?.trim().toLowerCase();
  return LICENCE_CLASSES.find((option) => option.name.toLowerCase() === wanted)?.id ?? null;
}

export function endorsementNames(ids: readonly number[] | null | undefined): string | null {
  const names = DRILLING_ENDORSEMENTS.filter((option) => ids?.includes(option.id)).map(
    (option) => option.name,
  );
  return names.length > 0 ? names.join(ENDORSEMENT_SEPARATOR) : null;
}

/** Unknown names (an older free-text entry) are dropped rather than guessed. */
export function endorsementIds(stored: string | null | undefined): number[] {
  const names = (stored ?? '').split(',').map((part) => part.trim().toLowerCase());
  return DRILLING_ENDORSEMENTS.filter((option) => names.includes(option.name.toLowerCase())).map(
    (option) => option.id,
  );
}
