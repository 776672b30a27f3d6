/**
 * Hydstra's import (DESIGN "External systems"): the worker hands it one export's files, keyed by the
 * export id, and stores what it answers. The embedded importer is the default; a remote one speaks HTTP.
 */
import type { ExportFile } from './hydstra-export-files';

/** The import's answer (spec 3 "formAOutputJson": runDate, status, errors). */
export interface HydstraOutput {
  runDate: string;
  status: 'Success' | 'Failed';
  errors: string[];
}

export interface HydstraImporter {
  /**
   * Imports one export. The same export id sent again is not imported again: the first import's output
   * comes back, so a worker that crashed after sending can safely send once more. Throws when the
   * import could not be reached or did not answer (the worker retries later).
   */
  importExport(exportId: number, files: readonly ExportFile[]): Promise<HydstraOutput>;
}
