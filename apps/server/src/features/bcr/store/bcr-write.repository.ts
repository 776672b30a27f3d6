import { auditRowValues, type AuditEntry } from '../../../platform/audit/audit.repository';
import type { Db } from '../../../platform/db/kysely';
import { quotedName, StatementText } from '../../../platform/db/statement-text';
import { ROW_TABLES, type RowSection } from '../../../platform/db/tables/bcr.row-tables';
import type { ColumnValues, RootValues, SectionRowsChange, StoredRoot } from './bcr-store.repository';

/** A section's rows as a save writes them, with the root row. */
export interface SectionWrite {
  section: RowSection;
  change: SectionRowsChange;
}

/** Everything a save writes: the root row (created, or updated at the version loaded), rows and audit row. */
export interface BcrWrite {
  workId: number;
  /** The live BCR and the version the browser loaded; null on the first save, which creates it. */
  existing: { id: number; version: number } | null;
  values: RootValues;
  rows: readonly SectionWrite[];
  actor: string;
  audit: Omit<AuditEntry, 'actor' | 'entityId'>;
}

/** The root row and each written section's rows as stored now (in order, as liveBcrJson gives them). */
export interface BcrWritten {
  root: StoredRoot;
  rows: Partial<Record<RowSection, ColumnValues[]>>;
}

const name = quotedName;
const ROOT = name('saved_root');
const cte = (section: RowSection, stage: 'gone' | 'changed' | 'added') => name(`${section}_${stage}`);
const columnList = (columns: readonly string[], prefix = '') => columns.map((c) => `${prefix}${name(c)}`).join(', ');

/** The root row's write: an insert on the first save, else an update that only matches the version loaded. */
function rootStatement(w: BcrWrite, s: StatementText): string {
  const entries = Object.entries(w.values).filter(([, v]) => v !== undefined);
  if (!w.existing) {
    const columns = entries.map(([c]) => `, ${name(c)}`).join('');
    const values = entries.map(([, v]) => `, ${s.value(v)}`).join('');
    return `insert into bcr_reports (work_id, created_by, modified_by${columns})
      values (${s.value(w.workId)}, ${s.value(w.actor)}, ${s.value(w.actor)}${values}) returning *`;
  }
  const sets = entries.map(([c, v]) => `${name(c)} = ${s.value(v)}, `).join('');
  return `update bcr_reports set ${sets}version = version + 1, modified_at = now(), modified_by = ${s.value(w.actor)}
    where id = ${s.value(w.existing.id)} and version = ${s.value(w.existing.version)} and deactivated_at is null returning *`;
}

/** A section's row statements and, when it changes or adds rows, what reads back the rows they wrote. */
interface SectionStatements {
  statements: string[];
  /** `'section', (the written rows as one JSON array)`, for the answer's json_build_object. */
  written: string | null;
}

/**
 * A section's row statements, each joined to the root's write so that nothing happens when it matched
 * no row (a stale version): stored rows not kept deleted, kept rows that changed updated, new rows
 * inserted. The rows go as one JSON parameter each; json_populate_recordset turns them into rows of the
 * table's own column types, as binding each value did (a JS number's text is the same in JSON; dates
 * and text go as text). Only this BCR's rows of this section's table are touched.
 */
function sectionStatements({ section, change }: SectionWrite, actor: string, s: StatementText): SectionStatements {
  const target = name(ROW_TABLES[section].table);
  const statements: string[] = [];
  const reads: string[] = [];
  if (change.dropsRows) {
    const kept = change.rows.flatMap((r) => (r.id === null ? [] : [r.id]));
    statements.push(`${cte(section, 'gone')} as (delete from ${target} t using ${ROOT} r where t.bcr_id = r.id and not (t.id = any(${s.value(kept)}::int[])))`);
  }
  const changed = change.rows.filter((r) => r.id !== null && r.changed);
  if (changed.length > 0) {
    const columns = Object.keys(changed[0]!.values);
    const json = JSON.stringify(changed.map((r) => ({ ...r.values, id: r.id, sequence: r.sequence })));
    statements.push(`${cte(section, 'changed')} as (update ${target} t set ${columns.map((c) => `${name(c)} = v.${name(c)}`).join(', ')},
      sequence = v.sequence, modified_at = now(), modified_by = ${s.value(actor)}
      from json_populate_recordset(null::${target}, ${s.value(json)}::json) v, ${ROOT} r where t.id = v.id and t.bcr_id = r.id returning t.*)`);
    reads.push(`select * from ${cte(section, 'changed')}`);
  }
  const added = change.rows.filter((r) => r.id === null);
  if (added.length > 0) {
    const columns = Object.keys(added[0]!.values);
    const json = JSON.stringify(added.map((r) => ({ ...r.values, sequence: r.sequence })));
    statements.push(`${cte(section, 'added')} as (insert into ${target} (bcr_id, sequence, ${columnList(columns)}, created_by, modified_by)
      select r.id, v.sequence, ${columnList(columns, 'v.')}, ${s.value(actor)}, ${s.value(actor)}
      from ${ROOT} r cross join json_populate_recordset(null::${target}, ${s.value(json)}::json) v returning *)`);
    reads.push(`select * from ${cte(section, 'added')}`);
  }
  const written = reads.length === 0 ? null : `'${section}', (select json_agg(x) from (${reads.join(' union all ')}) x)`;
  return { statements, written };
}

/**
 * A save's writes as one statement: the root row, each section's rows and the audit row, each joined to
 * the root's write. One statement is atomic without a transaction, and it is one round trip to the
 * database where the transaction took five (begin, root, rows, audit, commit): on a 2-core host each
 * round trip cost the server about 0.1 ms of CPU, most of it the kernel waking PostgreSQL.
 * Null when the root matched no row: the version loaded is stale.
 */
export async function writeBcr(db: Db, w: BcrWrite): Promise<BcrWritten | null> {
  const s = new StatementText();
  const audit = auditRowValues({ ...w.audit, actor: w.actor, entityId: '' });
  const root = rootStatement(w, s);
  const sections = w.rows.map((section) => sectionStatements(section, w.actor, s));
  const statements = [
    `${ROOT} as (${root})`,
    ...sections.flatMap((section) => section.statements),
    `audited as (insert into audit_log (actor, action, entity, entity_id, before, after, request_id)
      select ${s.value(audit.actor)}, ${s.value(audit.action)}, ${s.value(audit.entity)}, r.id::text, ${s.value(audit.before)}::jsonb, ${s.value(audit.after)}::jsonb, ${s.value(audit.request_id)}
      from ${ROOT} r)`,
  ];
  const returned = sections.flatMap((section) => section.written ?? []).join(', ');
  const text = `with ${statements.join(', ')}
    select to_json(r) as root, json_build_object(${returned}) as rows from ${ROOT} r`;
  const result = await db.executeQuery<{ root: StoredRoot; rows: Partial<Record<RowSection, ColumnValues[] | null>> }>(s.compiled(text));
  const row = result.rows[0];
  if (!row) return null;
  return { root: row.root, rows: Object.fromEntries(w.rows.map((section) => [section.section, storedNow(section.change, row.rows[section.section] ?? [])])) };
}

/** A section's rows as stored now: the unchanged rows as they were read, the others as written, in order. */
function storedNow(change: SectionRowsChange, written: readonly ColumnValues[]): ColumnValues[] {
  const unchanged = change.rows.flatMap((r) => (r.id !== null && !r.changed ? [change.stored.get(r.id)!] : []));
  return [...unchanged, ...written].sort((a, b) => (a.sequence as number) - (b.sequence as number));
}
