import { error, type Issue } from '../common/issue';
import type { BcrContext } from './context';
import { BCR_MESSAGES } from './messages';
import { isNotApplicable } from './not-applicable';
import type { BcrReport } from './report.schema';
import { activeRows, type RowBase } from './rows';
import { sectionIssues, type BcrSection } from './section-checks';
import { annulusEditable } from './sections/annulus-fill-seal/annulus-fill-seal.rules';
import { casingSupportEditable } from './sections/casing-support/casing-support.rules';

type Guard = (report: BcrReport, ctx: BcrContext) => Issue[];

/** Marking a section Not Applicable is refused while it has rows (spec 2 section 8 "Not Applicable"). */
const notApplicableWithRows =
  (field: 'annulusFillSealMarkNotApplicable' | 'boreDevelopmentMarkNotApplicable' | 'disinfectionOnCompletionMarkNotApplicable', rows: (r: BcrReport) => readonly RowBase[]): Guard =>
  (r) =>
    r.summary[field] !== null && isNotApplicable(r.summary[field]) && activeRows(rows(r)).length > 0
      ? [error(`summary.${field}`, BCR_MESSAGES.notApplicableBlocked)]
      : [];

/**
 * What the page would not let a user enter, refused again when a section is saved: casing support before
 * casing / liner details, annulus fill before the bore construction design, rows in a section marked
 * Not Applicable.
 */
const GUARDS: Partial<Record<BcrSection, Guard>> = {
  casingSupport: (r, ctx) =>
    r.casingSupport !== null && !casingSupportEditable(r.casingLiner, r.waterEntryDesign, ctx) ? [error('casingSupport', BCR_MESSAGES.casingSupportLocked)] : [],
  annulusFillSeal: (r, ctx) => [
    ...(activeRows(r.annulusFillSeal).length > 0 && !annulusEditable(r.casingLiner, ctx) ? [error('annulusFillSeal', BCR_MESSAGES.annulusLocked)] : []),
    ...notApplicableWithRows('annulusFillSealMarkNotApplicable', (x) => x.annulusFillSeal)(r, ctx),
  ],
  boreDevelopment: notApplicableWithRows('boreDevelopmentMarkNotApplicable', (x) => x.boreDevelopment.rows),
  disinfection: notApplicableWithRows('disinfectionOnCompletionMarkNotApplicable', (x) => x.disinfection),
};

export function sectionEntryIssues(section: BcrSection, report: BcrReport, ctx: BcrContext): Issue[] {
  return GUARDS[section]?.(report, ctx) ?? [];
}

/** Everything a save of a section judges: its rules and its entry guard (the server's, and a device copy's). */
export function sectionSaveIssues(section: BcrSection, report: BcrReport, ctx: BcrContext): Issue[] {
  return [...sectionIssues(section, report, ctx), ...sectionEntryIssues(section, report, ctx)];
}
