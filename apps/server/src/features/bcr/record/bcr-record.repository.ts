import { sql, type CompiledQuery } from 'kysely';
import { userBySubject, type RegisteredUser } from '../../../platform/auth/portal-user.repository';
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
  return row ? recordOf(row) : undefined;
}

function recordOf({ bcr, documents, ...work }: RecordRow): BcrRecord {
  return { work, stored: bcr, documents: documents.map(documentRowOf) };
}

type ViewerRecordRow = { viewer: RegisteredUser | null; record: RecordRow | null };

/**
 * The viewer's portal row (userBySubject: at most one, subjects and drivers' users being unique) in the
 * same statement as the record: GET bcr and a save then send one statement before their work, not two.
 */
const viewerRecordQuery = (db: Db, subject: string, workId: number) =>
  sql<ViewerRecordRow>`select (select to_json(v) from (${userBySubject(db, subject)}) v limit 1) as viewer,
    (${recordQuery(workId)}) as record`;

let compiledWithViewer: CompiledQuery<ViewerRecordRow> | undefined;

/** The viewer's portal row and the record (undefined when there is no such work) in one statement. */
export async function findViewerAndBcrRecord(
  db: Db,
  subject: string,
  workId: number,
): Promise<{ user: RegisteredUser | undefined; record: BcrRecord | undefined }> {
  compiledWithViewer ??= viewerRecordQuery(db, '', 0).compile(db);
  if (compiledWithViewer.parameters.length !== 2) throw new Error('the viewer and BCR record statement takes the subject and the work id only');
  const row = (await db.executeQuery<ViewerRecordRow>({ ...compiledWithViewer, parameters: [subject, workId] })).rows[0];
  return { user: row?.viewer ?? undefined, record: row?.record ? recordOf(row.record) : undefined };
}
