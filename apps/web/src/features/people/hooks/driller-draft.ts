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

/** The driller form as its inputs hold it: text, select values as strings, the date as dd/MM/yyyy. */
export interface DrillerDraft {
  drillerType: string;
  drillerStatus: string;
  drillerFirstName: string;
  drillerLastName: string;
  drillerLicenseNo: string;
  drillerLicenseFrom: string;
  licenseClassId: string;
  drillingEndorsements: string[];
  workEmail: string;
  workMobile: string;
  externalAddress: string;
  comments: string;
  organisationId: string;
  username: string;
  roleId: string;
}

const str = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const num = (text: string) => (text === '' ? null : Number(text));
const opt = (text: string) => (text.trim() === '' ? null : text.trim());

export function emptyDriller(): DrillerDraft {
  return {
    drillerType: str(DRILLER_TYPE.nsw),
    drillerStatus: '',
    drillerFirstName: '',
    drillerLastName: '',
    drillerLicenseNo: '',
    drillerLicenseFrom: '',
    licenseClassId: '',
    drillingEndorsements: [],
    workEmail: '',
    workMobile: '',
    externalAddress: '',
    comments: '',
    organisationId: '',
    username: '',
    roleId: str(ROLE.driller),
  };
}

export function draftOf(record: DrillerRecord): DrillerDraft {
  return {
    drillerType: str(record.drillerType),
    drillerStatus: str(record.drillerStatus),
    drillerFirstName: record.drillerFirstName ?? '',
    drillerLastName: record.drillerLastName ?? '',
    drillerLicenseNo: record.drillerLicenseNo ?? '',
    drillerLicenseFrom: formatDate(record.drillerLicenseFrom),
    licenseClassId: str(record.licenseClassId),
    drillingEndorsements: (record.drillingEndorsements ?? []).map(String),
    workEmail: record.workEmail ?? '',
    workMobile: record.workMobile ?? '',
    externalAddress: record.externalAddress ?? '',
    comments: record.comments ?? '',
    organisationId: str(record.organisationId),
    username: record.username ?? '',
    roleId: str(record.roleId),
  };
}

/** The draft as the domain's values; an unreadable date is kept aside for its own message. */
export function valuesOf(draft: DrillerDraft, drillerId: number | null): DrillerFormValues {
  return {
    drillerId,
    drillerType:
      draft.drillerType === str(DRILLER_TYPE.interstate) ? DRILLER_TYPE.interstate : DRILLER_TYPE.nsw,
    drillerStatus: num(draft.drillerStatus) as DrillerFormValues['drillerStatus'],
    drillerFirstName: opt(draft.drillerFirstName),
    drillerLastName: opt(draft.drillerLastName),
    drillerLicenseNo: opt(draft.drillerLicenseNo),
    drillerLicenseFrom: parseAuDate(draft.drillerLicenseFrom),
    licenseClassId: num(draft.licenseClassId),
    drillingEndorsements: draft.drillingEndorsements.map(Number),
    workEmail: opt(draft.workEmail),
    workMobile: opt(draft.workMobile),
    externalAddress: opt(draft.externalAddress),
    comments: opt(draft.comments),
    organisationId: num(draft.organisationId),
    username: opt(draft.username),
    roleId: num(draft.roleId) as DrillerFormValues['roleId'],
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
