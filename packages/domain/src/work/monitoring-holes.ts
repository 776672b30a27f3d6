import { ROLE } from '../auth/roles';
import { fieldPath } from '../common/field-path';
import { error, warning, type Issue } from '../common/issue';
import { GEO_MESSAGES, isDecimalDegrees, latitudeRangeIssue, longitudeRangeIssue, parseCoordinate } from '../geo/coordinates';
import { geodesicDistance, WARNING_DISTANCE_M } from '../geo/distance';
import { WORK_ATTRIBUTE_3 } from './attributes';

/** Hole types: 1 Pilot hole (deepest hole), 2 Other. */
export const HOLE_TYPE = { pilot: 1, other: 2 } as const;
export const HOLE_TYPE_NAMES: Record<number, string> = { 1: 'Pilot hole (deepest hole)', 2: 'Other' };

/** Pipes per hole: blank or 2 to 6. */
export const PIPES_MIN = 2;
export const PIPES_MAX = 6;

export interface MonitoringHoleRow {
  actualLatitude: string | number | null;
  actualLongitude: string | number | null;
  driller: number | null;
  workName: string | null;
  holeType: number | null;
  noOfPipes: number | null;
}

export const MONITORING_MESSAGES = {
  multiplePilots: 'You have added multiple pilot holes. Please add only one pilot hole.',
  onePilot: 'Please add one pilot hole.',
  atLeastTwo: 'Please add atleast 2 holes.',
  atLeastOne: 'Please add atleast 1 hole.',
  pipesLocked:
    'No of Pipes cannot be edited as data already exists for this hole. Please delete the data before editing No Of pipes.',
  /** Ours (docs/decisions.md): the spec states these rules without wording them. */
  nestedOneHole: 'Only one hole is allowed for a nested monitoring bore.',
} as const;

/** Exception reason code of a non-pilot hole more than 20 m from the pilot hole. */
export const HOLE_DIST_GT_20M = 'HOLE_DIST_GT_20M';

export const rowMandatoryMessage = (n: number, fields: readonly string[]): string => `Row#${n} : ${fields.join(', ')} is mandatory`;
export const PIPES_RANGE_MESSAGE = `No of Pipes must be between ${PIPES_MIN} and ${PIPES_MAX}.`;
export const rowPipesMessage = (n: number): string => `Row#${n} : ${PIPES_RANGE_MESSAGE}`;
export const rowFarFromPilotMessage = (n: number): string =>
  `Row#${n} : The hole is more than 20 meters from the pilot hole. Do you want to continue?`;
export const rowHasDataMessage = (n: number): string =>
  `Row#${n} : The hole cannot be changed as BCR data already exists for it. Please delete the data before editing the hole.`;
export const rowHasDataDeleteMessage = (n: number): string =>
  `Row#${n} : The hole cannot be deleted as BCR data already exists for it. Please delete the data before deleting the hole.`;

/** The form's array of holes: every hole path starts with it (`workDetailsMonitoring.<row>.<field>`). */
export const HOLES_SECTION = 'workDetailsMonitoring';

/** The path of hole row `index` (as the form lists it), or of one of its fields. */
export const holePath = (index: number, field?: keyof MonitoringHoleRow | 'distance'): string =>
  fieldPath(HOLES_SECTION, index, field);

export interface HoleRulesContext {
  attribute3: number | null;
  roleId: number;
}

const blank = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

function coordinateIssues(path: string, value: string | number | null, kind: 'latitude' | 'longitude'): Issue[] {
  if (blank(value)) return [];
  const decimals = kind === 'latitude' ? GEO_MESSAGES.latitudeDecimals : GEO_MESSAGES.longitudeDecimals;
  if (!isDecimalDegrees(value)) return [error(path, decimals)];
  const range = kind === 'latitude' ? latitudeRangeIssue(path, parseCoordinate(value)) : longitudeRangeIssue(path, parseCoordinate(value));
  return range ? [range] : [];
}

type HoleField = keyof MonitoringHoleRow;

/** The row fields the mandatory rule checks, in the order the message lists them. */
const MANDATORY_LABELS: readonly (readonly [HoleField, string])[] = [
  ['actualLatitude', 'Latitude'],
  ['actualLongitude', 'Longitude'],
  ['driller', 'Driller'],
  ['workName', 'Work Name'],
  ['holeType', 'Hole Type'],
];

function mandatoryFields(row: MonitoringHoleRow, ctx: HoleRulesContext): HoleField[] {
  // The regulator may leave both coordinates out; one without the other is still refused.
  const coordinatesOptional = ctx.roleId === ROLE.regulator && blank(row.actualLatitude) && blank(row.actualLongitude);
  const typed = ctx.attribute3 === WORK_ATTRIBUTE_3.monitoringOneOrMoreHoles;
  return MANDATORY_LABELS.map(([field]) => field).filter((field) => {
    if (field === 'actualLatitude' || field === 'actualLongitude') return !coordinatesOptional;
    return field !== 'holeType' || typed;
  });
}

const pipesOutOfRange = (pipes: number | null): boolean =>
  pipes !== null && (pipes < PIPES_MIN || pipes > PIPES_MAX || !Number.isInteger(pipes));

function rowIssues(row: MonitoringHoleRow, index: number, ctx: HoleRulesContext): Issue[] {
  const n = index + 1;
  const missing = mandatoryFields(row, ctx).filter((field) => blank(row[field]));
  const labels = MANDATORY_LABELS.filter(([field]) => missing.includes(field)).map(([, label]) => label);
  // The message names the row; its path is the first missing field, so the summary link lands on it.
  const first = missing[0];
  return [
    ...(first ? [error(holePath(index, first), rowMandatoryMessage(n, labels))] : []),
    ...coordinateIssues(holePath(index, 'actualLatitude'), row.actualLatitude, 'latitude'),
    ...coordinateIssues(holePath(index, 'actualLongitude'), row.actualLongitude, 'longitude'),
    ...(pipesOutOfRange(row.noOfPipes) ? [error(holePath(index, 'noOfPipes'), rowPipesMessage(n))] : []),
  ];
}

function countIssues(rows: readonly MonitoringHoleRow[], attribute3: number | null): Issue[] {
  if (attribute3 === WORK_ATTRIBUTE_3.monitoringTwoOrMoreHoles && rows.length < 2)
    return [error(HOLES_SECTION, MONITORING_MESSAGES.atLeastTwo)];
  if (rows.length < 1) return [error(HOLES_SECTION, MONITORING_MESSAGES.atLeastOne)];
  if (attribute3 === WORK_ATTRIBUTE_3.nestedMonitoring && rows.length > 1)
    return [error(HOLES_SECTION, MONITORING_MESSAGES.nestedOneHole)];
  return [];
}

/** Exactly one pilot hole where hole types are recorded (attribute 3 id 6). */
function pilotIssues(rows: readonly MonitoringHoleRow[], attribute3: number | null): Issue[] {
  if (attribute3 !== WORK_ATTRIBUTE_3.monitoringOneOrMoreHoles || rows.length === 0) return [];
  const pilots = rows.filter((r) => r.holeType === HOLE_TYPE.pilot).length;
  if (pilots > 1) return [error(HOLES_SECTION, MONITORING_MESSAGES.multiplePilots)];
  if (pilots === 0) return [error(HOLES_SECTION, MONITORING_MESSAGES.onePilot)];
  return [];
}

/** Monitoring page save (spec 1 section 5 "Monitoring page save"), errors only. */
export function validateMonitoringHoles(rows: readonly MonitoringHoleRow[], ctx: HoleRulesContext): Issue[] {
  return [...countIssues(rows, ctx.attribute3), ...rows.flatMap((r, i) => rowIssues(r, i, ctx)), ...pilotIssues(rows, ctx.attribute3)];
}

const pointOf = (row: MonitoringHoleRow): { latitude: number; longitude: number } | null => {
  const latitude = parseCoordinate(row.actualLatitude);
  const longitude = parseCoordinate(row.actualLongitude);
  return latitude === null || longitude === null ? null : { latitude, longitude };
};

/** Distance of each type-2 hole to the first type-1 hole, in metres to the centimetre; null otherwise. */
export function holeDistances(rows: readonly MonitoringHoleRow[]): (number | null)[] {
  const pilotRow = rows.find((r) => r.holeType === HOLE_TYPE.pilot);
  const pilot = pilotRow ? pointOf(pilotRow) : null;
  return rows.map((row) => {
    const at = pointOf(row);
    if (row.holeType !== HOLE_TYPE.other || pilot === null || at === null) return null;
    return Math.round(geodesicDistance(pilot, at) * 100) / 100;
  });
}

/** The exception reason code each hole is saved with: HOLE_DIST_GT_20M where its distance warned. */
export function holeExceptionCodes(rows: readonly MonitoringHoleRow[]): (string | null)[] {
  const warned = new Set(holeDistanceWarnings(rows).map((w) => w.path));
  return rows.map((_, i) => (warned.has(holePath(i, 'distance')) ? HOLE_DIST_GT_20M : null));
}

/** Non-pilot holes farther than 20 m from the pilot raise a confirm. */
export function holeDistanceWarnings(rows: readonly MonitoringHoleRow[]): Issue[] {
  return holeDistances(rows).flatMap((d, i) =>
    d !== null && d > WARNING_DISTANCE_M ? [warning(holePath(i, 'distance'), rowFarFromPilotMessage(i + 1), HOLE_DIST_GT_20M)] : [],
  );
}

/** Per-hole section status from getformasectionsstatusbypipe: any 1 means data exists. */
export function holeHasData(sectionStatus: Readonly<Record<string, number | null>> | null | undefined): boolean {
  return Object.values(sectionStatus ?? {}).some((v) => v === 1);
}

/** Editing a hole that has BCR data: pipes have their own message; other changes are blocked too. */
export function validateHoleEdit(index: number, hasData: boolean, before: MonitoringHoleRow, after: MonitoringHoleRow): Issue[] {
  if (!hasData) return [];
  if (before.noOfPipes !== after.noOfPipes) return [error(holePath(index, 'noOfPipes'), MONITORING_MESSAGES.pipesLocked)];
  const keys: (keyof MonitoringHoleRow)[] = ['actualLatitude', 'actualLongitude', 'driller', 'workName', 'holeType'];
  const changed = keys.some((k) => String(before[k] ?? '') !== String(after[k] ?? ''));
  return changed ? [error(holePath(index), rowHasDataMessage(index + 1))] : [];
}

/**
 * Deleting a hole that has BCR data is refused (its rows would be orphaned). The row is no longer in the
 * form, so the issue names the holes table; the message keeps the row number as loaded.
 */
export function validateHoleDelete(index: number, hasData: boolean): Issue[] {
  return hasData ? [error(HOLES_SECTION, rowHasDataDeleteMessage(index + 1))] : [];
}

/** The nested type allows one hole only and hides hole type and number. */
export function showsHoleTypeAndNumber(attribute3: number | null): boolean {
  return attribute3 !== WORK_ATTRIBUTE_3.nestedMonitoring;
}
