import { GENERAL_MESSAGES, maxCharactersMessage } from '../common/messages';
import { WORK_MESSAGES } from '../work/messages';

/**
 * Spec 2 messages, verbatim where the spec quotes them. Texts the spec does not word are marked
 * "(ours)" and listed in docs/decisions.md.
 */
export const BCR_MESSAGES = {
  // Section 8: load, save, files, submit
  loadFailed: GENERAL_MESSAGES.loadingFailed,
  refreshFailed: 'Error in refreshing BCR Data',
  refreshing: 'Refreshing BCR data',
  saveFailed: GENERAL_MESSAGES.savingFailed,
  saveException: GENERAL_MESSAGES.savingFailedMany,
  offlineNotLocked: 'The BCR is not locked for editing. You cannot save changes while offline',
  nothingToSave: GENERAL_MESSAGES.nothingToSave,
  emailRequestFailed: 'Error in sending email request.',
  fileLoadFailedRetry: 'Error in loading file. Please try again later',
  fileLoadFailed: 'Error in loading file',
  onlineOnly: 'This function can be accessed in online mode.',
  tooManyFiles: 'Exceeded the number of files to upload. Max files supported is 10',
  jsonNotSupported: 'JSON files are not supported',
  deleteDocumentFailed: GENERAL_MESSAGES.deleteDocumentFailed,
  confirmDeleteDocument: 'Are sure you want to delete this document?',
  notApplicableBlocked:
    'You have already entered some data in this section. Delete them before marking this section as Not applicable',
  submitted: 'The BCR data is submitted successfully.',
  // The same confirm as the work's location page (spec 1 section 8).
  actualLocationNotSetConfirm: WORK_MESSAGES.actualLocationNotSetConfirm,
  /** (ours) the three submit confirmations; the spec gives their gist only. */
  confirmSubmit:
    'Once submitted, no further changes can be made to this BCR. Please make sure all warnings have been attended to. Do you want to submit?',
  confirmSubmitForReview: 'The BCR will be submitted for review. Do you want to continue?',
  confirmMarkForFinalSubmission: 'The BCR will be marked for final submission. Do you want to continue?',
  // Page texts
  titleView: 'View Bore Construction Report',
  titleEdit: 'Bore Construction Report',
  excavationModalTitle: 'Excavation Details',
  emailModalTitle: 'Generate Bore Construction Report & Email',
  casingLinerMarkedForRemove: 'Casing Liner Details marked for remove',
  casingSupportLocked: 'You can enter Casing Support section after entering Casing / Liner Details section.',
  /** (ours) the spec paraphrases this one. */
  annulusLocked: 'You can enter Annulus Fill / Seal section after entering Bore Construction Design (Casing Type) section.',
  aboveSurfaceLevelHint:
    'If you want to enter ASL (Above Surface Level) value please give a - sign before the number',
  /** (ours) */
  gravelPackHint: 'Select Artificial Gravel Pack as the stabilising fill type in Water entry design to enter Gravel Pack details.',
  /** (ours) the confirm before gravel pack rows are discarded (spec 2 section 4 gives the rule only). */
  gravelPackDiscardConfirm:
    'No water entry design row has Artificial Gravel Pack selected any more, so the Gravel Pack details will be removed. Do you want to continue?',
  confirmContinue: 'Do you want to continue?',
  // Section 5: field rules
  required: GENERAL_MESSAGES.required,
  requiredNumber: 'Required number',
  /** (ours) a date field holding text that is not a day (typed DD/MM/YYYY). */
  invalidDate: 'Please enter a date as DD/MM/YYYY.',
  noData: 'No data has been entered for this section',
  completionDateFuture: 'Please enter a value for completion date not in future.',
  drilledDepthBelowCompleted: 'Drilled depth must be greater than completed depth',
  excavatedDepthBelowCompleted: 'Excavated depth must be greater than completed depth',
  fromEqualsPreviousTo: '"From" must equal "To" of the previous section',
  depthFromEqualsPreviousDepthTo: '"Depth From" must equal "Depth To" of the previous section',
  toGreaterThanFrom: '"To" must be greater than "From"',
  depthToGreaterThanDepthFrom: '"Depth To" must be greater than "Depth From"',
  boreShapeChange: 'Please delete previous sections to change the bore shape type or change back bore shape Type',
  centraliserSpacingOver6m: 'The Centraliser Spacing is greater than 6 meters',
  centraliserSpacingOverMax: 'The centraliser spacing entered is greater than the max centraliser spacing allowed.',
  annulusGravelOverlap: 'Gravel pack and Annulus Fill/Seal should not overlap',
  minCasingOd:
    'The MINIMUM casing size for ALL bores except monitoring, test, geotechnical and geothermal must be 100mm OD.',
  grainSizeGap:
    'Please enter a value for Grain Size-To that should be atleast 30mm greater than Grain Size - From.',
  anyFieldRequired: 'Please enter any of the fields below.',
  backfillBelowSump: 'Work partly backfilled depth must be greater than equal to Sump Installed To',
  // Review page blocking errors
  mandatoryFieldsMissing: 'Mandatory fields are not entered',
  sectionEmpty: 'Please enter data for this section.',
  wedRequiredCasedHole: 'Please enter Water entry design when Cased Hole is selected.',
  wedRemoveOpenThroughRock: 'Please remove Water entry design when Open Through Rock is selected.',
  wedScreenRequired: 'Please enter Water entry design.',
  liningNotRequired: 'The lining section is not required. Please remove Lining entries from this section',
  excavationRequired: 'Please enter Excavation details.',
  liningRequired: 'Please enter Lining details.',
  gravelWithoutArtificialPack:
    'Please remove Gravel pack entries when water entry design entry does not have Artificial Gravel Pack selected',
  gravelOpenThroughRock: 'Please remove Gravel pack section when Open Through Rock is selected.',
  setActualLocation: 'Please set the actual location of the bore.',
  acceptConditions: 'Please accept the conditions of approval.',
  workDetails4Missing: 'Work Details 4 is not selected.',
  actualLocationNotEntered: 'Actual location is not entered',
  // Comments and e-mail
  commentsRequired: 'Please enter comments to save',
  invalidEmail: 'Invalid email address',
  duplicateEmail: 'Email already added',
} as const;

/** Texts with placeholders. */
export const bcrMessage = {
  completionBeforeConditions: (dmy: string) =>
    `The completion date must be greater than equal to condition of approval date(${dmy}).`,
  /** (ours) the same wording the spec uses for completion date. */
  dateNotInFuture: (label: string) => `Please enter a value for ${label} not in future.`,
  maxCharacters: maxCharactersMessage,
  filesTooLarge: (mb: string) => `File(s) size(${mb} MB) exceeds the allowed limit`,
  alreadyUploaded: (file: string) => `${file} is already uploaded. Please check`,
  rowPrefix: (row: number, message: string) => `Row No#${row}: ${message}`,
  cannotBeEmpty: (section: string) => `${section} cannot be empty`,
  shouldBeEmpty: (section: string) => `${section} should be empty`,
  /** (ours) per-material spacing: names the material and its maximum. */
  centraliserSpacingForMaterial: (material: string, max: number) =>
    `The centraliser spacing for ${material} must not be greater than ${max} meters.`,
  /** A pre-save confirm: the warnings, then the spec's closing question. */
  confirm: (lines: readonly string[]) => `${lines.join('\n')}\n${BCR_MESSAGES.confirmContinue}`,
} as const;
