import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from '../src/platform/db/kysely';
import type { DB } from '../src/platform/db/schema';

/** A Kysely over the same pool that also keeps every statement it runs (to EXPLAIN them). */
export function recordingKysely(pool: pg.Pool): { db: Db; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  return { db, statements };
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL picks for a statement, as a tree. */
export async function planOf(pool: pg.Pool, statement: CompiledQuery): Promise<PlanNode> {
  const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${statement.sql}`, [...statement.parameters]);
  const plan = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return plan;
}

export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** The tables a plan reads whole, and the indexes it reads. */
export function scansOf(plan: PlanNode): { seqScans: string[]; indexes: string[]; indexOnly: string[] } {
  const nodes = planNodes(plan);
  return {
    seqScans: nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'] ?? '?'),
    indexes: nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])),
    /** The indexes read by index-only scans (the table's rows not visited). */
    indexOnly: nodes.flatMap((n) => (n['Node Type'] === 'Index Only Scan' && n['Index Name'] ? [n['Index Name']] : [])),
  };
}
