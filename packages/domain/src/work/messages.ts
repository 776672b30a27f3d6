/** Work-flow alerts and confirms of spec 1 section 8, verbatim (typos included: they are the contract). */
export const WORK_MESSAGES = {
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  batteryOfSpearpoints:
    'This work is a ‘Battery of Spearpoints’. Submission of BCR form for a Battery of Spearpoints is not currently supported',
  singleSpearpoint: 'Work is a single spearpoint',
  boreNotSpearpoint: 'Work is a bore, not a spearpoint. Please select the correct work type for a bore',
  originalMissingConfirm:
    'The original work details 1 does not exist for this amended/decommissioned bore. Please confirm to proceed?',
  gwNoMissingConfirm:
    'The groundwater number does not exist for this amended/decommissioned bore. The Driller Portal will generate a new groundwater number. Please confirm to proceed?',
  originalNotSubmitted: 'The original work details 1 is not submitted. Please submit the original work details.',
  decommissionAlreadySubmitted: 'The decommissioned work for this Approval Number/Work Id is already submitted.',
  amendedExistsNotSubmitted:
    'The amended/decommissioned work details already exist but not submitted. Please submit the amended/decommissioned work details.',
  workDetailsMissing: 'The work details does not exist.',
  gwNoOffline: 'You cannot Update Groudn water number in offline mode.',
  gwNoUpdateConfirm: 'Are you sure you want to Update Ground water number for this BCR?',
  gwNoRequired: 'Enter Ground water number.',
  workTypeOffline: 'The work details cannot be changed as you are in offline mode',
  actualLocationNotSetConfirm: 'Actual location of the bore is not set. Do you want to continue?',
  submitted: 'The Work data is submitted successfully.',
  approvalNumberSearch: 'Please enter approval number to search',
  lotDpEmpty: 'Lot/Dp cannot be empty',
  selectAllAttributes: 'Please select all work attributes',
  selectAttribute: 'Please select work attribute',
  monitoringNotForAmended: 'Work Details2 - Monitoring option is not allowed for Amended bores.',
  monitoringNotAllowed: 'Work Details2 - Monitoring option is not allowed.',
  testOnlyWithNew: "Work Details2 - Test option is allowed only for 'Work Details1 - New' option.",
  deleteLiningFirst: 'Please delete lining details in BCR before changing from “Lined” to “Unlined”',
  deleteSectionsFirst: 'Please delete the following sections before you change the work details.',
  savedOffline: 'The changes cannot be saved in offline mode.',
  lockedByOther: 'The changes cannot be saved as Work is locked by another user.',
} as const;

export interface TransferParties {
  workId: string | number;
  approvalNo: string;
  toDriller: string;
  fromDriller: string;
}

/** Confirm before moving an unsubmitted work to another driller of the same company. */
export function transferConfirm({ workId, approvalNo, toDriller, fromDriller }: TransferParties): string {
  return (
    `Work Id ${workId} belonging to Work Approval No ${approvalNo} will be transferred to ${toDriller} from ${fromDriller}. ` +
    `${toDriller} has to accept conditions of approval to proceed to fill up the BCR. Do you want to continue?`
  );
}

export function cannotTransfer(toDriller: string, fromDriller: string): string {
  return `Work can not be transferred to ${toDriller} from ${fromDriller} as work details are different.`;
}

export interface WorkHolder {
  workId: string | number;
  approvalNo: string;
  driller: string;
  organisation: string;
}

export function alreadySubmitted({ workId, approvalNo, driller, organisation }: WorkHolder): string {
  return `Work Id ${workId} of Work Approval ${approvalNo} is already submitted by ${driller} of ${organisation}.`;
}

export function alreadyAssigned({ workId, approvalNo, driller, organisation }: WorkHolder): string {
  return (
    `Work Id ${workId} of Work Approval ${approvalNo} is already assigned to ${driller} of ${organisation}. ` +
    'Please assign to a different driller or assign a different work id to the same driller.'
  );
}

export function gwNoUpdated(gwNo: string): string {
  return `The Groundwater number ${gwNo} is updated successfully.`;
}

/** The casing-support notice; the spec uses the same wording for Spear Point and Excavation. */
export function casingSupportDeletedNotice(option: 'Spear Point' | 'Excavation'): string {
  return `The Casing support section is not required when ${option} option is selected. It will be deleted after work details will be saved.`;
}

/** 'Please delete the following sections ...' followed by one section name a line. */
export function deleteSectionsMessage(sectionNames: readonly string[]): string {
  return [WORK_MESSAGES.deleteSectionsFirst, ...sectionNames].join('\n');
}

/** Messages the spec states as rules without wording them (docs/decisions.md, "Server messages"). */
export const WORK_DECIDED_MESSAGES = {
  staleVersion:
    'This work was changed by someone else after you opened it. Your changes were not saved. Please reload the work and make your changes again.',
  workNotFound: 'The work does not exist.',
  installedWork: 'This work is Installed. Only an Amended or Decommissioned work can be saved for it.',
  submittedReadOnly: 'The work is submitted and can no longer be changed.',
  readOnly: 'The work is read-only for you.',
  mapImageType: 'Only PNG map images can be uploaded.',
  mapImageSize: 'The map image is larger than 5 MB.',
  mapImageMissing: 'Please attach the map image and the work id (formAId).',
  documentDeleted: 'The document is deleted.',
  gwNoNotUpdatable: 'The Ground water number can be updated only on a submitted work that has one.',
  drillerNotInCompany: 'The driller is not a driller of this company.',
  /** A plain driller's list holds only themself: the API refuses what the screen never offers. */
  transferNotOffered: 'Only a company admin or the Super Admin can assign this work to another driller.',
  /** Where Save and Save & Next were: they show again once something changes (spec 1 page 0). */
  allSaved: 'All changes are saved. Save appears again when you change something.',
  conditionsSaved: 'The Conditions of Approval are accepted and saved.',
  holeDrillerNotInCompany: "The hole's driller must be a driller of the work's company.",
  requestIdUsed: 'This request id was already used by another request. Please try again.',
} as const;
