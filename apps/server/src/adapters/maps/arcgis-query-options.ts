import type { ArcgisQueryString } from '@driller/domain';
import { invalidParameter } from './arcgis-error';
import { fieldByName, type LayerField, type MapLayer } from './map-layers';

/** What a query answers: the features, only their count, or only their object ids. */
export type AnswerKind = 'features' | 'count' | 'ids';

export interface OrderBy {
  field: LayerField;
  direction: 'asc' | 'desc';
}

/** `true` or `false` (any case); absent or empty is `fallback`; anything else is refused. */
export function parseBoolean(name: string, text: string | undefined, fallback = false): boolean {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalidParameter(`'${name}' parameter is invalid: ${text ?? ''}`);
}

/** returnCountOnly wins over returnIdsOnly, as ArcGIS Server decides. */
export function answerKind(q: ArcgisQueryString): AnswerKind {
  if (parseBoolean('returnCountOnly', q.returnCountOnly)) return 'count';
  return parseBoolean('returnIdsOnly', q.returnIdsOnly) ? 'ids' : 'features';
}

/** Most object ids one query may name (ArcGIS services cap the list too). */
const MAX_OBJECT_IDS = 2000;

/** `objectIds=1,2,3`: whole non-negative numbers; null when absent. */
export function parseObjectIds(text: string | undefined): number[] | null {
  const parts = (text ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) return null;
  const ids = parts.map(Number);
  if (!ids.every((id) => Number.isSafeInteger(id) && id >= 0) || ids.length > MAX_OBJECT_IDS)
    throw invalidParameter(`'objectIds' parameter is invalid: ${text ?? ''}`);
  return [...new Set(ids)];
}

/** `orderByFields=FIELD [ASC|DESC], ...` over the layer's own fields. */
export function parseOrderBy(layer: MapLayer, text: string | undefined): OrderBy[] {
  const items = (text ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
  return items.map((item) => {
    const [name = '', direction = 'ASC', ...rest] = item.split(/\s+/);
    const field = fieldByName(layer, name);
    const upper = direction.toUpperCase();
    if (!field || rest.length > 0 || (upper !== 'ASC' && upper !== 'DESC'))
      throw invalidParameter(`'orderByFields' parameter is invalid: ${item}`);
    return { field, direction: upper === 'DESC' ? 'desc' : 'asc' };
  });
}

/** Standard parameters these layers do not serve: refused with an ArcGIS error, never silently dropped. */
const UNSERVED_FLAGS = ['returnExtentOnly', 'returnDistinctValues'] as const;
const UNSERVED_VALUES = ['outStatistics', 'groupByFieldsForStatistics', 'having', 'time', 'text'] as const;

export function refuseUnserved(q: ArcgisQueryString): void {
  for (const name of UNSERVED_FLAGS) {
    if (parseBoolean(name, q[name])) throw invalidParameter(`'${name}' is not supported by this layer`);
  }
  for (const name of UNSERVED_VALUES) {
    if ((q[name] ?? '').trim() !== '') throw invalidParameter(`'${name}' is not supported by this layer`);
  }
}
