import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/kysely';
import { createEmbeddedImporter } from './embedded-importer';
import { createHttpImporter } from './http-importer';
import type { HydstraImporter } from './hydstra-importer.port';

/** The configured importer: Hydstra's import service when HYDSTRA_IMPORT_URL is set, else the embedded one. */
export function createHydstraImporter(config: Config, db: Db): HydstraImporter {
  return config.hydstra.importUrl ? createHttpImporter(config.hydstra.importUrl) : createEmbeddedImporter(db);
}
