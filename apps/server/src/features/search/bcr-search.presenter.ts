import { dataSourceLabel, formStatusLabel, workReportRowFields, type BcrSearchRow } from '@driller/domain';
import type { BcrSearchDbRow } from './bcr-search.repository';

/** A search row as the grid receives it (spec 3 "Search BCR criteria and row"). */
export function presentSearchRow(row: BcrSearchDbRow): BcrSearchRow {
  const fields = workReportRowFields(row);
  return {
    ...fields,
    bcrId: row.bcrId,
    bcrVersion: row.bcrVersion,
    workVersion: row.workVersion,
    // Whether this browser holds a cached copy is the browser's to say; the server never knows.
    cachedWork: false,
    decommissionedDate: row.decommissioned_date,
    active: row.deactivated_at === null,
    tooltipView: [`BCR ${row.bcrId}`, fields.workAttributeDetails, formStatusLabel(row.form_status), dataSourceLabel(fields.hydstra)]
      .filter((p) => p !== '')
      .join(' | '),
  };
}
