import type { Mailer } from '../../adapters/mail/mailer';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../platform/db/kysely';

/** What the BCR routes and services are wired with at the composition root. */
export interface BcrDeps {
  db: Db;
  /** Where the BCR's documents are kept. */
  storage: FileStorage;
  /** Sends the BCR's PDF by e-mail (the embedded mailbox by default). */
  mailer: Mailer;
}
