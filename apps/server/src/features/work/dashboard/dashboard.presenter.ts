import { workReportRowFields, type DashboardRow } from '@driller/domain';
import type { DashboardDbRow } from './dashboard.repository';

/** A dashboard row as the grids receive it (spec 3 "Dashboard work/BCR row"). */
export function presentDashboardRow(row: DashboardDbRow): DashboardRow {
  return { ...workReportRowFields(row), bcrId: row.bcrId, bcrVersion: row.bcrVersion };
}
