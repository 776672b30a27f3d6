import { formatDate } from '../../common/dates';
import { NOT_APPLICABLE_FLAG, YES_NO_OPTIONS } from '../codes';
import type { BcrPageId } from '../pages';
import type { BcrReport } from '../report.schema';
import { boreDevelopmentAsMarked } from '../sections/bore-development/bore-development.rules';
import { CASING_SUPPORT_METHODS, CASING_TYPES } from '../sections/casing-support/casing-support.constants';
import { BORE_TYPES } from '../sections/summary/summary.constants';
import { codeName, durationText } from './table-columns';

/** A label and its value, as a form page shows them; blanks are left out of the printed report. */
export interface FieldText {
  label: string;
  value: string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: unknown) => codeName(YES_NO_OPTIONS, value);
const range = (from: unknown, to: unknown) => (from === null || from === undefined ? '' : `${text(from)} to ${text(to)} m`);

/** The Summary page's fields (spec 2 page 1) with the wizard's labels. */
function summaryFields(r: BcrReport): FieldText[] {
  const s = r.summary;
  const salinity = s.finalSalinity === null || s.finalSalinity === undefined ? '' : `${s.finalSalinity} ${s.finalSalinityUOM ?? ''}`.trim();
  return [
    { label: 'Received Date', value: formatDate(s.receivedDate) },
    { label: 'Original Completion Date', value: formatDate(s.originalCompletionDate) },
    { label: 'Decommissioned Date', value: formatDate(s.decommissionedDate) },
    { label: 'Completion Date', value: formatDate(s.completionDate) },
    { label: 'Completed Depth (m)', value: text(s.completedDepth) },
    { label: 'Bore Type', value: codeName(BORE_TYPES, s.boreTypeId) },
    { label: 'Amended Comments', value: text(s.amendedComments) },
    { label: 'Drilling Company', value: text(s.contractor) },
    { label: 'Driller Name', value: text(s.driller) },
    { label: 'Assistant Driller(s)', value: text(s.assistantDriller) },
    { label: 'Site Chosen By', value: text(s.siteChosenBy) },
    { label: 'Elevation (m)', value: text(s.elevation) },
    { label: 'Yield (L/s)', value: text(s.finalYield) },
    { label: 'SWL (m)', value: text(s.finalSWL) },
    { label: 'Salinity TDS', value: salinity },
    { label: 'Salinity Conductivity (uS/cm)', value: text(s.finalSalinityConductivity) },
    { label: 'DDL (m)', value: text(s.finalDDL) },
    { label: 'Duration', value: durationText(s.finalDurationHour, s.finalDurationMin === null || s.finalDurationMin === undefined ? null : String(s.finalDurationMin).padStart(2, '0')) },
  ];
}

/** Casing Support's fields (spec 2 page 7). */
function casingSupportFields(r: BcrReport): FieldText[] {
  const c = r.casingSupport;
  if (!c) return [];
  return [
    { label: 'Casing Support Method', value: codeName(CASING_SUPPORT_METHODS, c.casingSupportMethod) },
    { label: 'Casing Support Method 2', value: codeName(CASING_SUPPORT_METHODS, c.casingSupportMethod2) },
    { label: 'Casing Support Method 3', value: codeName(CASING_SUPPORT_METHODS, c.casingSupportMethod3) },
    { label: 'Type of Casing Bottom', value: codeName(CASING_TYPES, c.casingType) },
    { label: 'Casing Protector Cemented in Place', value: yesNo(c.casingProtectorCementedInPlace) },
    { label: 'Sump Installed', value: yesNo(c.sumpInstalled) },
    { label: 'Sump Installed From / To', value: range(c.sumpInstalledFrom, c.sumpInstalledTo) },
    { label: 'Pressure Cemented', value: yesNo(c.pressureCemented) },
    { label: 'Pressure Cemented From / To', value: range(c.pressureCementedFrom, c.pressureCementedTo) },
    { label: 'Curing Time', value: durationText(c.durationHour, c.durationMin) },
    { label: 'Centralisers Installed', value: yesNo(c.centralisersInstalled) },
    { label: 'Centraliser Spacing (m)', value: text(c.centraliserSpacing) },
  ];
}

const headWorksFields = (r: BcrReport): FieldText[] =>
  r.headWorks
    ? [
        { label: 'Length', value: text(r.headWorks.lengths) },
        { label: 'Width', value: text(r.headWorks.width) },
        { label: 'Thickness', value: text(r.headWorks.thickness) },
      ]
    : [];

const notApplicable = (flag: number | null | undefined): FieldText[] =>
  flag === NOT_APPLICABLE_FLAG.notApplicable ? [{ label: 'This section', value: 'Not Applicable' }] : [];

/** A report stored before a Not Applicable mark cleared the chemical: what the page hides is not printed either. */
function boreDevelopmentFields(r: BcrReport): FieldText[] {
  const mark = r.summary.boreDevelopmentMarkNotApplicable;
  const bd = boreDevelopmentAsMarked(r.boreDevelopment, mark);
  return [
    ...notApplicable(mark),
    { label: 'Chemical Used', value: yesNo(bd.chemicalUsed) },
    { label: 'Chemical Name', value: text(bd.name) },
  ];
}

/** The form fields of each page that has them (the row tables are in section-tables). */
export const BCR_PAGE_FIELDS: Partial<Record<BcrPageId, (report: BcrReport) => FieldText[]>> = {
  summary: summaryFields,
  casingSupport: casingSupportFields,
  headWorks: headWorksFields,
  annulusFillSeal: (r) => notApplicable(r.summary.annulusFillSealMarkNotApplicable),
  boreDevelopment: (r) => boreDevelopmentFields(r),
  disinfection: (r) => notApplicable(r.summary.disinfectionOnCompletionMarkNotApplicable),
};

/** A page's filled fields (blank ones are not printed). */
export function pageFields(page: BcrPageId, report: BcrReport): FieldText[] {
  return (BCR_PAGE_FIELDS[page]?.(report) ?? []).filter((f) => f.value.trim() !== '');
}
