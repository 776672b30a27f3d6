import { formatDate as formatDmy } from '../common/dates';

/**
 * Rule texts the spec states as a rule but does not quote; worded once here (docs/decisions.md).
 */
export const RULE_MESSAGES = {
  fromNotBelowPreviousTo: '"From" must not be less than "To" of the previous section',
  toNotAboveNextFrom: '"To" must not be greater than "From" of the next section',
  toLessThanNextTo: '"To" must be less than "To" of the next section',
  depthToLessThanNextDepthTo: '"Depth To" must be less than "Depth To" of the next section',
  diameterNotAbovePrevious: 'Diameter must not be greater than the diameter of the previous section',
  fluidLossPair: 'Please enter both Fluid Loss From and Fluid Loss To',
  fluidLossOrder: '"Fluid Loss To" must be greater than "Fluid Loss From"',
  quantityUnitPair: 'Please enter both Quantity and Unit',
  odTwiceWall: 'Outer diameter must be greater than twice the wall thickness',
  /** (ours) The spec words no message: an ID at or above the OD is a typing slip, never a pipe. */
  idBelowOd: 'Inner diameter must be less than the outer diameter',
  negativeOnlyForCasing: 'Only a casing "From" may be negative (above surface level)',
  casingTypeOpenEnd: 'Casing type must be Open end when Open Through Rock is selected',
  sumpFromBelowScreen: 'Sump Installed From must be greater than or equal to the deepest screen "To"',
  pressureCementedAboveScreen: 'Pressure Cemented To must not be greater than the shallowest screen "From"',
  liningFromWithinPrevious: 'Lining "From" must be within the previous section',
  liningToBeyondPrevious: 'Lining "To" must be greater than "To" of the previous section',
  liningSmallerThanExcavation: 'Lining dimensions must be smaller than the excavation section',
  durationGreaterThanZero: 'Duration must be greater than 0',
  methodAlreadyUsed: 'This method is already used in another row',
  negativeNotAllowed: 'Negative values are not allowed',
  tooManyDecimals: (decimals: number) => `Maximum ${decimals} decimal places allowed`,
  tooManyDigits: (digits: number) => `Maximum ${digits} digits allowed before the decimal point`,
  notAboveDepth: (label: '"To"' | '"Depth To"', depthName: string) =>
    `${label} must be less than or equal to "${depthName}"`,
} as const;

/** Review warning texts (ours: the spec lists the checks, not their words). Dates quoted DD/MM/YYYY. */
export const WARNING_MESSAGES = {
  completionAfterExpiry: (completion: string, expiry: string) =>
    `The completion date (${formatDmy(completion)}) is after the approval expiry date (${formatDmy(expiry)}).`,
  completionBeforeIssue: (completion: string, issue: string) =>
    `The completion date (${formatDmy(completion)}) is earlier than the approval issue date (${formatDmy(issue)}).`,
  completionYearsAfterIssue: (completion: string, issue: string) =>
    `The completion date (${formatDmy(completion)}) is more than 3 years after the approval issue date (${formatDmy(issue)}).`,
  receivedAfterCompletion: 'The received date is more than 60 days from the completion date.',
  locationOver20m: 'The actual location is more than 20 m from the approved location.',
  lotDpDifferent: 'The actual Lot/DP is different from the approved Lot/DP.',
  casingOdOverHole: 'The casing outer diameter is greater than the hole diameter of the overlapping drilling section.',
  minWallThickness: (kind: string, min: number) => `The minimum wall thickness for ${kind} casing is ${min} mm.`,
  centralisersNotInstalled: 'Gravel pack or annulus fill has been entered but centralisers are not installed.',
  blankCompany: 'The driller is assigned to a blank company.',
} as const;
