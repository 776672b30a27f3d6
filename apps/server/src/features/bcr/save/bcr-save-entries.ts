import { BCR_SECTIONS, sectionSaveIssues, type BcrReport, type BcrSection } from '@driller/domain';
import { z } from 'zod';
import type { Db } from '../../../platform/db/kysely';
import { saveEntry, type BoundEntry } from '../../../platform/save/save-pipeline';
import { ROW_TABLES } from '../../../platform/db/tables/bcr.row-tables';
import type { ColumnValues, RootValues, SectionRowsChange, StoredBcr } from '../store/bcr-store.repository';
import type { BcrWritten, SectionWrite } from '../store/bcr-write.repository';
import type { BcrSaveContext } from './bcr-save-context';
import { planRows } from './bcr-row-plan';
import { SECTION_PARTS } from './bcr-save-parts';

/**
 * The BCR as a save wrote it: the root row and each written section's rows as stored now, so the save
 * answers without reading again.
 */
export type SavedBcr = BcrWritten;

export type BcrEntry = BoundEntry<BcrSaveContext, Db, SavedBcr, RootValues, SectionWrite>;

interface SectionPlan {
  root: ColumnValues;
  rows: SectionRowsChange | null;
  part: unknown;
}

// The body was parsed by the route (the domain's whole-report schema); an entry reads the merged report.
const mergedReport = z.custom<BcrReport>();

const storedRows = (stored: StoredBcr | null, section: keyof StoredBcr['rows']): Map<number, ColumnValues> =>
  new Map((stored?.rows[section] ?? []).map((r) => [r.id as number, r]));

/**
 * One section of a save: its rules re-run on the merged report (role and work type as the domain
 * decides; none with status 5), its root columns and its rows. Warnings come back; only errors refuse.
 */
function sectionEntry(section: BcrSection): BcrEntry {
  const p = SECTION_PARTS[section];
  const table = p.rows ? ROW_TABLES[p.rows] : null;
  return saveEntry({
    schema: mergedReport,
    input: (c: BcrSaveContext) => c.merged,
    rules: (merged, c) => {
      const stored = p.rows ? storedRows(c.stored, p.rows) : new Map<number, ColumnValues>();
      const rows = table && p.rows ? planRows(table, table.rows(merged), stored) : null;
      const rules = c.skipRules ? [] : sectionSaveIssues(section, merged, c.ctx);
      const plan: SectionPlan = { root: p.root?.(merged) ?? {}, rows: rows ? { rows: rows.writes, stored, dropsRows: rows.dropsRows } : null, part: p.part(merged) };
      return { issues: [...(rows?.issues ?? []), ...rules], plan };
    },
    ownedWarningCodes: [],
    values: (plan) => plan.root as RootValues,
    writes: (plan) => (p.rows && plan.rows ? [{ section: p.rows, change: plan.rows }] : []),
    audit: (plan) => ({ [section]: plan.part }),
  });
}

export const BCR_SECTION_ENTRIES: Readonly<Record<BcrSection, BcrEntry>> = Object.fromEntries(
  BCR_SECTIONS.map((s) => [s, sectionEntry(s)]),
) as Record<BcrSection, BcrEntry>;
