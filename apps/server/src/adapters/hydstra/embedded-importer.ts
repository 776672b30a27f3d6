import type { Db } from '../../platform/db/kysely';
import { checkImportFiles } from './hydstra-import-checks';
import type { HydstraImporter, HydstraOutput } from './hydstra-importer.port';

const outputOf = (row: { run_date: Date; status: 'Success' | 'Failed'; errors: unknown }): HydstraOutput => ({
  runDate: row.run_date.toISOString(),
  status: row.status,
  errors: row.errors as string[],
});

/**
 * The embedded importer: validates the files as Hydstra's import would and records the import in
 * hydstra_imports, one row per export id. A repeated export id answers the recorded output.
 */
export function createEmbeddedImporter(db: Db): HydstraImporter {
  return {
    async importExport(exportId, files) {
      const errors = checkImportFiles(files);
      const inserted = await db
        .insertInto('hydstra_imports')
        .values({
          export_id: exportId,
          run_date: new Date(),
          status: errors.length === 0 ? 'Success' : 'Failed',
          errors: JSON.stringify(errors),
          file_names: files.map((f) => f.fileName),
        })
        .onConflict((oc) => oc.column('export_id').doNothing())
        .returning(['run_date', 'status', 'errors'])
        .executeTakeFirst();
      if (inserted) return outputOf(inserted);
      const first = await db.selectFrom('hydstra_imports').select(['run_date', 'status', 'errors']).where('export_id', '=', exportId).executeTakeFirstOrThrow();
      return outputOf(first);
    },
  };
}
