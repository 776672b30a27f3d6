import type { DashboardRow } from '@driller/domain';

/** The row as an action's hidden words name it: its work name, else its work id. */
export const rowName = (row: DashboardRow): string => row.workName ?? row.workId ?? `work ${row.formAId}`;
