import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../../../platform/db/kysely';
import { bcrDocumentsJson, documentRowOf, type BcrDocumentJson, type BcrDocumentRow } from '../documents/bcr-documents.repository';
import { liveBcrJson, type StoredBcr } from '../store/bcr-store.repository';
import { BCR_WORK_COLUMNS, BCR_WORK_FROM, type BcrWork } from './bcr-work.repository';

/** What GET bcr/{formAId} reads: the work, its live BCR (null before the first save) and its documents. */
export interface BcrRecord {
  work: BcrWork;
  stored: StoredBcr | null;
  documents: BcrDocumentRow[];
}

type RecordRow = BcrWork & { bcr: StoredBcr | null; documents: BcrDocumentJson[] };

/**
 * One statement for the three reads (they were three round trips, each a write to PostgreSQL's socket
 * and a statement for it to run): the work as findBcrWork reads it, the live BCR as findLiveBcr does,
 * the documents as listBcrDocuments does. Reading them is not showing them: the caller judges access
 * on the work before anything else is used.
 */
const recordQuery = (workId: number) =>
  sql<{ record: RecordRow }>`select to_json(x) as record from (
    select ${BCR_WORK_COLUMNS}, ${liveBcrJson(sql.ref('w.id'))} as bcr, ${bcrDocumentsJson(sql.ref('w.id'))} as documents
    from ${BCR_WORK_FROM} where w.id = ${workId}) x`;

// Compiled once: building and compiling the statement's 30 subqueries on every call cost more CPU than
// running its result through the presenter. Its one parameter is the work's id. The row comes as one
// JSON value: pg builds a row object field by field, which for the work's 45 columns cost more than
// JSON.parse (JSON gives the same numbers, text, booleans and arrays; dates are text already).
let compiled: CompiledQuery<{ record: RecordRow }> | undefined;

function compiledFor(db: Db, workId: number): CompiledQuery<{ record: RecordRow }> {
  compiled ??= recordQuery(0).compile(db);
  if (compiled.parameters.length !== 1) throw new Error('the BCR record statement takes the work id only');
  return { ...compiled, parameters: [workId] };
}

/** The work, its live BCR and its documents in one statement; undefined when there is no such work. */
export async function findBcrRecord(db: Db, workId: number): Promise<BcrRecord | undefined> {
  const row = (await db.executeQuery(compiledFor(db, workId))).rows[0]?.record;
  if (!row) return undefined;
  const { bcr, documents, ...work } = row;
  return { work, stored: bcr, documents: documents.map(documentRowOf) };
}
