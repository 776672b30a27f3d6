import {
  ADMIN_MESSAGES,
  DRILLER_TYPE,
  ROLE,
  drillerFieldIssues,
  drillerStatusIssues,
  error,
  formatDate,
  licenceExpiryDate,
  parseAuDate,
  type DrillerFormValues,
  type DrillerRecord,
  type Issue,
} from '@driller/domain';
import { blankInputs, chosenNumbers, inputText, inputsOf, typedTexts } from './draft-inputs';

const CHOICES = ['drillerStatus', 'licenseClassId', 'organisationId', 'roleId'] as const;
const TEXTS = [
  'drillerFirstName',
  'drillerLastName',
  'drillerLicenseNo',
  'workEmail',
  'workMobile',
  'externalAddress',
  'comments',
  'username',
] as const;

/** The driller form as its inputs hold it: text, select values as strings, the date as dd/MM/yyyy. */
export interface DrillerDraft extends Record<(typeof CHOICES)[number] | (typeof TEXTS)[number], string> {
  drillerType: string;
  drillerLicenseFrom: string;
  drillingEndorsements: string[];
}

export function emptyDriller(): DrillerDraft {
  return {
    ...blankInputs([...CHOICES, ...TEXTS]),
    drillerType: inputText(DRILLER_TYPE.nsw),
    drillerLicenseFrom: '',
    drillingEndorsements: [],
    roleId: inputText(ROLE.driller),
  };
}

export function draftOf(record: DrillerRecord): DrillerDraft {
  return {
    ...inputsOf(record, [...CHOICES, ...TEXTS]),
    drillerType: inputText(record.drillerType),
    drillerLicenseFrom: formatDate(record.drillerLicenseFrom),
    drillingEndorsements: (record.drillingEndorsements ?? []).map(String),
  };
}

/** The draft as the domain's values; an unreadable date is kept aside for its own message. */
export function valuesOf(draft: DrillerDraft, drillerId: number | null): DrillerFormValues {
  const choices = chosenNumbers(draft, CHOICES);
  return {
    drillerId,
    ...typedTexts(draft, TEXTS),
    ...choices,
    drillerStatus: choices.drillerStatus as DrillerFormValues['drillerStatus'],
    roleId: choices.roleId as DrillerFormValues['roleId'],
    drillerType:
      draft.drillerType === inputText(DRILLER_TYPE.interstate) ? DRILLER_TYPE.interstate : DRILLER_TYPE.nsw,
    drillerLicenseFrom: parseAuDate(draft.drillerLicenseFrom),
    drillingEndorsements: draft.drillingEndorsements.map(Number),
  };
}

/** dd/MM/yyyy of licence-from plus three years, or '' while licence-from is not a date. */
export function expiryText(licenceFromText: string): string {
  return formatDate(licenceExpiryDate(parseAuDate(licenceFromText)));
}

/**
 * The domain's rules on the draft, split as the spec shows them: field rules beside their fields,
 * status-against-date rules as an alert (spec 3 "Driller save").
 */
export function checkDriller(
  draft: DrillerDraft,
  drillerId: number | null,
  today: string,
): { fields: Issue[]; status: Issue[] } {
  const values = valuesOf(draft, drillerId);
  const badDate = draft.drillerLicenseFrom.trim() !== '' && values.drillerLicenseFrom === null;
  const fields = drillerFieldIssues(values).filter(
    (issue) => !(badDate && issue.path === 'drillerLicenseFrom'),
  );
  if (badDate) fields.push(error('drillerLicenseFrom', ADMIN_MESSAGES.invalidDate));
  const status = badDate
    ? []
    : drillerStatusIssues(
        { drillerStatus: values.drillerStatus, drillerLicenseFrom: values.drillerLicenseFrom },
        today,
      );
  return { fields, status };
}
