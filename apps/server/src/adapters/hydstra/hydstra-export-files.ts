import type { BcrReport } from '@driller/domain';
import { encodeCsv } from './hydstra-csv';
import { HYDSTRA_TABLES } from './hydstra-tables';

/** The export format's name and version, written in the JSON file (docs/hydstra-export.md). */
export const HYDSTRA_EXPORT_FORMAT = { name: 'driller-portal-bcr', version: 1 } as const;

export interface ExportFile {
  fileName: string;
  contentType: 'application/json' | 'text/csv';
  bytes: Buffer;
}

/** What the worker exports: one submission, as stored (its snapshot is the report as submitted). */
export interface ExportSource {
  exportId: number;
  submissionId: number;
  formAId: number;
  formStatus: number;
  submittedAt: Date;
  submittedBy: string;
  exceptionReasonCodes: readonly string[];
  report: BcrReport;
}

// Storage keys and Hydstra both take plain names: anything else in an approval number becomes '-'.
const safePart = (text: string | null | undefined, fallback: string) => (text ?? '').trim().replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || fallback;

/** `<approval no>_<work id>_<form id>`: the stem every file of one export shares. */
export function exportFileStem(report: BcrReport, formAId: number): string {
  return [safePart(report.summary.workApprovalNo, 'NOAPPROVAL'), safePart(report.summary.workId, 'NOWORK'), String(formAId)].join('_');
}

/** Hydstra's site key: the GW number once the regulator has given one, else the portal's form id. */
export const stationOf = (report: BcrReport, formAId: number) => safePart(report.summary.gwNo, '') || `BCR${formAId}`;

/** The JSON of the whole submitted report, then one CSV per Hydstra table (header only when it has no rows). */
export function buildExportFiles(source: ExportSource): ExportFile[] {
  const stem = exportFileStem(source.report, source.formAId);
  const keys = { station: stationOf(source.report, source.formAId), hole: 1 };
  const json = {
    format: HYDSTRA_EXPORT_FORMAT,
    exportId: source.exportId,
    submissionId: source.submissionId,
    formAId: source.formAId,
    formStatus: source.formStatus,
    submittedAt: source.submittedAt.toISOString(),
    submittedBy: source.submittedBy,
    exceptionReasonCodes: source.exceptionReasonCodes,
    station: keys.station,
    tables: HYDSTRA_TABLES.map((t) => `${stem}_${t.name}.csv`),
    report: source.report,
  };
  return [
    { fileName: `${stem}.json`, contentType: 'application/json', bytes: Buffer.from(JSON.stringify(json, null, 2)) },
    ...HYDSTRA_TABLES.map((t) => ({
      fileName: `${stem}_${t.name}.csv`,
      contentType: 'text/csv' as const,
      bytes: Buffer.from(encodeCsv(t.columns, t.cells(source.report, keys))),
    })),
  ];
}
