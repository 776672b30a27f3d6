import { bcrFieldId } from '../wizard/field-ids';
import { createContext, useContext } from 'react';

/**
 * Where the fields below are: the path prefix their names sit under (a row: 'lithology.2'; the page's
 * own form: ''), the error each shows, and whether they are disabled (read-only, refreshing).
 */
export interface FieldScope {
  prefix: string;
  errorOf: (name: string) => string | undefined;
  disabled: boolean;
  /**
   * Appended to the field's id: a row's editor while the table shows the same row, whose cells carry
   * the field's own id (the error summary's link target), so no id is on the page twice.
   */
  idSuffix?: string;
}

const NO_SCOPE: FieldScope = { prefix: '', errorOf: () => undefined, disabled: false };

export const FieldScopeContext = createContext<FieldScope>(NO_SCOPE);

export const useFieldScope = (): FieldScope => useContext(FieldScopeContext);

/** The field's full path: its report path, for ids and error links. */
export function scopedPath(scope: FieldScope, name: string): string {
  return scope.prefix === '' ? name : `${scope.prefix}.${name}`;
}

/** The DOM id of a field in the scope. */
export function scopedId(scope: FieldScope, name: string): string {
  return `${bcrFieldId(scopedPath(scope, name))}${scope.idSuffix ?? ''}`;
}

/** The suffix of the ids in a row's editor. */
export const EDITOR_ID_SUFFIX = '-edit';
