import {
  sectionNotApplicableMessage,
  type BcrPageId,
  type BcrSaveParsed,
  type BcrSection,
  type BcrView,
  type CurrentUser,
  type Issue,
} from '@driller/domain';
import type { Db } from '../../../platform/db/kysely';
import { runSave, type SaveOutcome, type WithRoot } from '../../../platform/save/save-pipeline';
import { asKeepDraft, bcrInvalid, bcrStale } from '../bcr-errors';
import { viewPartsOf } from '../record/bcr-query.service';
import { presentBcrView } from '../record/bcr.presenter';
import type { RowSection } from '../../../platform/db/tables/bcr.row-tables';
import { storedReportAfterSave } from '../store/bcr-report';
import { isSecondLiveBcr, type RootValues, type StoredBcr } from '../store/bcr-store.repository';
import { writeBcr, type SectionWrite } from '../store/bcr-write.repository';
import { loadBcrSaveContextFor, type BcrSaveContext } from './bcr-save-context';
import { BCR_SECTION_ENTRIES, type BcrEntry, type SavedBcr } from './bcr-save-entries';

/** The audit row's before: the stored report's values of the parts the save records. */
function auditOf(c: BcrSaveContext, after: Record<string, unknown>, version: number) {
  const before = Object.fromEntries(Object.keys(after).flatMap((key) => (key in c.before ? [[key, c.before[key as keyof typeof c.before]]] : [])));
  return {
    action: c.stored ? 'update' : 'create',
    entity: 'bcr',
    requestId: c.requestId,
    before: c.stored ? { version: c.stored.root.version, ...before } : undefined,
    after: { formAId: c.work.id, version, ...after },
  };
}

/**
 * Creates the BCR on its first save (version 0 loaded), else updates the version the browser loaded
 * (409 when stale), with the sections' rows and the audit row, in one statement.
 */
async function writeRoot(tx: Db, c: BcrSaveContext, values: RootValues, { writes, after }: WithRoot<SectionWrite>): Promise<SavedBcr> {
  const existing = c.stored ? { id: c.stored.root.id, version: c.body.version } : null;
  const audit = auditOf(c, after, (existing?.version ?? 0) + 1);
  const written = await writeBcr(tx, { workId: c.work.id, existing, values, rows: writes, actor: c.viewer.subject, audit });
  if (written === null) throw bcrStale();
  return written;
}

/**
 * Runs a BCR save through the one save pipeline: each section's entry (rules, root columns, rows), then
 * any further entries (the submit), the root row with its version check, the rows and an audit row in
 * one statement (and what the submit persists after it, in one transaction). Two first saves at once:
 * the second finds a BCR it did not load, a stale version.
 */
export async function runBcrSave(c: BcrSaveContext, extra: readonly BcrEntry[] = []): Promise<SaveOutcome<SavedBcr, RootValues>> {
  try {
    return await runSave({
      entries: [...c.sections.map((s) => BCR_SECTION_ENTRIES[s]), ...extra],
      ctx: c,
      // Confirmed warning codes change only when a report is submitted (the submit entry writes them).
      mergeCodes: (previous) => previous,
      // A section save is one statement; the submit reads what it wrote, in the same transaction.
      transaction: (work, needed) => (needed ? c.db.transaction().execute(work) : work(c.db)),
      writeRoot: (tx, values, _codes, withRoot) => writeRoot(tx, c, values, withRoot),
    });
  } catch (error: unknown) {
    if (isSecondLiveBcr(error)) throw bcrStale();
    throw asKeepDraft(error);
  }
}

/**
 * The BCR as stored after a section save, from what the save read and wrote: the root row and the written
 * sections' rows as the statements returned them, every other section's rows and the submissions as
 * read (a section save writes neither). What reading it again would give, without the statement.
 */
function storedAfterSave(before: StoredBcr | null, saved: SavedBcr): StoredBcr {
  return { root: saved.root, rows: { ...before?.rows, ...saved.rows }, submissions: before?.submissions ?? [] };
}

/** A section save's route: the page it saves and the sections it writes. */
export interface SaveRoute {
  page: BcrPageId;
  sections: readonly BcrSection[];
}

/** POST bcr/save<section> and bcr/savebcr: the sections' entries run by the one pipeline, then the BCR as saved (not read again). */
export async function saveBcrSections(
  db: Db,
  me: CurrentUser,
  body: BcrSaveParsed,
  saveRoute: SaveRoute,
  requestId: string | null,
): Promise<BcrView & { warnings: Issue[] }> {
  const c = await loadBcrSaveContextFor(db, me, { body, routeSections: saveRoute.sections, requestId });
  if (c.sections.length === 0) throw bcrInvalid(sectionNotApplicableMessage(saveRoute.page));
  const outcome = await runBcrSave(c);
  const stored = storedAfterSave(c.stored, outcome.root);
  const written = new Set(Object.keys(outcome.root.rows) as RowSection[]);
  const report = storedReportAfterSave(c.before, c.work, stored, written);
  const state = viewPartsOf(c.viewer, { work: c.work, stored, documents: c.documents }, c.validations, report);
  return { ...presentBcrView(state), warnings: outcome.warnings };
}
