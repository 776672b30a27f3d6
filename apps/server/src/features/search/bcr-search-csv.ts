import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { dataSourceLabel, formStatusLabel, nswDateTime, nswDateTimeText, type BcrSearchRow, type WorkListScope } from '@driller/domain';
import type { Db } from '../../platform/db/kysely';
import { searchRows, type BcrSearchCriteria, type BcrSearchDbRow } from './bcr-search.repository';
import { presentSearchRow } from './bcr-search.presenter';

/** Rows fetched from the cursor at a time: memory stays at one batch whatever the result's size. */
export const CSV_BATCH_ROWS = 500;

const person = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

/** The grid's columns, in its order and with its headings. */
const COLUMNS: readonly [string, (r: BcrSearchRow) => string | number | null][] = [
  ['BCR id', (r) => r.bcrId],
  ['Work Details', (r) => r.workAttributeDetails],
  ['Work Name', (r) => r.workName],
  ['GW No', (r) => r.gwNo],
  ['Work Id', (r) => r.workId],
  ['Work Approval No', (r) => r.workApprovalNo],
  ['Property Address', (r) => r.customerAddress],
  ['Driller Name', (r) => (r.driller ? `${r.driller.drillerFirstName} ${r.driller.drillerLastName}`.trim() : '')],
  ['Drilling Company', (r) => r.organisation?.organisationName ?? ''],
  ['Submitted Status', (r) => formStatusLabel(r.formStatus)],
  ['Last Submitted By', (r) => r.submittedBy],
  ['Last Submitted On', (r) => nswDateTime(r.formSubmittedDate).date],
  ['Last Submitted Time', (r) => nswDateTime(r.formSubmittedDate).time],
  ['Last Edited', (r) => person(r.lastBCRModifiedBy)],
  ['Last Edited On', (r) => nswDateTimeText(r.lastBCRModifiedDate)],
  ['Data Source', (r) => dataSourceLabel(r.hydstra)],
  ['Status', (r) => (r.active ? 'Active' : 'Inactive')],
];

/** RFC 4180 field; a leading = + - @ is quoted with an apostrophe so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Every matching row as CSV, read through a server-side cursor in one read-only transaction a batch at
 * a time; a batch is fetched only when the response has taken the last one (the stream's back-pressure
 * paces the reads), so a 100k-row export holds one batch in memory. A client that goes away ends it.
 */
export function searchCsvStream(db: Db, scope: WorkListScope, criteria: BcrSearchCriteria): Readable {
  let wake: (() => void) | null = null;
  let closed = false;
  const stream = new Readable({
    read() {
      wake?.();
      wake = null;
    },
    destroy(error, done) {
      closed = true;
      wake?.();
      done(error);
    },
  });
  const drained = () => new Promise<void>((resolve) => (wake = resolve));
  const send = async (chunk: string) => {
    if (!stream.push(chunk)) await drained();
  };
  const query = searchRows(db, scope, criteria);
  void db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await send(csvLine(COLUMNS.map(([heading]) => heading)));
      await sql`declare bcr_search_csv no scroll cursor for ${query}`.execute(trx);
      while (!closed) {
        const { rows } = await sql<BcrSearchDbRow>`fetch ${sql.raw(String(CSV_BATCH_ROWS))} from bcr_search_csv`.execute(trx);
        if (rows.length === 0) break;
        await send(rows.map((row) => csvLine(COLUMNS.map(([, value]) => value(presentSearchRow(row))))).join(''));
      }
    })
    .then(
      () => stream.push(null),
      (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return stream;
}
