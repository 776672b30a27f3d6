import { GENERAL_MESSAGES, maxCharactersMessage, savingFailedMessage } from '../common/messages';

/**
 * Administration messages, verbatim from spec 3 sections 5 and 8 (typos included: they are the contract).
 * Texts the spec cuts short with "..." are completed by the functions at the end; docs/decisions.md
 * records each completion.
 */
export const ADMIN_MESSAGES = {
  required: GENERAL_MESSAGES.required,
  invalidEmail: 'Invalid email address',
  max100: maxCharactersMessage(100),
  max20: maxCharactersMessage(20),
  max500: maxCharactersMessage(500),
  nswLicence: 'License no must start with DL followed by a space and numerics',
  interstateLicence: 'License no must start with AMR followed by a space and numerics',

  // Driller save, status against licence dates.
  underReviewPastFrom:
    'Drilling Licence From Date is either today or in the past. You can not save the Driller with status "Under Review"',
  activeFutureFrom: 'Drilling Licence From Date is in the future. You can not save the Driller with status "Active"',
  expiredNoExpiry: 'You can only save the driller with status "Expired" on or after drilling license expity date.',
  expiredFutureExpiry:
    'Drilling Licence Expiry Date is in the future. You can not save the Driller with status "Expired"',
  confirmDebar: 'Are you sure you want to debar this Driller?',
  confirmInactive: 'Are you sure you want to inactive this User?',

  // Company.
  registerSearchMin: 'Please enter atleast 5 characters to search.',
  registerSearchNote: '*Note: Max results displayed are 25. Please refine your search',
  registerMismatch: 'The company name and ABN/ACN does not match from the search results.',
  companySaved: 'Company data submitted successfully',

  // Assign grid.
  selectCompany: 'Please select company from dropdown list',
  selectDriller: 'Please select driller from the dropdown list.',
  firstRowPending: 'Please edit/remove the first row before adding new driller.',
  drillerAssigned: 'Driller is assigned to the company.',
  drillerAssignError: 'Error in assigning driller to company.',
  noDrillersAssigned: 'No drillers assigned to the selected company.',
  confirmRemoveDriller: 'Do you want to remove this driller from company?',
  drillerRemoved: 'Driller is removed from the company.',

  // Assign myself to a company.
  userAssigned: 'User assigned to the company',
  userAlreadyAssigned: 'User already assigned to company',
  userIsAssigned: 'User is assigned to the company',
  companyNotFound: 'Company not found',

  // Saves and look-ups.
  dataSaved: 'Data saved successfully',
  dataSaveError: 'Error in saving data',
  drillerNotFound: 'Driller Not found',
  userNotFound: 'User Not found',

  // Company change.
  pendingBcrCompanyChange:
    'You have pending BCR submissions on behalf of your present company. Please complete the submission before you can change the company.',

  // Registration and DCA requests.
  selectStatus: 'Please select status.',
  selectStatusApprovedRejected: 'Please select status (Approved/Rejected)',
  registrationApproved: 'User registration is approved and user created successfully.',
  registrationRejected: 'User registration is rejected.',
  registrationReApproved: 'User registration is re-approved and user created successfully.',
  dcaApproved: "Driller is granted 'Drilling Company Admin' access successfully.",
  dcaRejected: "Driller 'Drilling Company Admin' access request is rejected.",
  noRegistrations: 'No user registration found.',
  noDcaRequests: 'No DCA requests found.',
  noData: 'No data found.',

  // Decommission, GW number, delete BCR.
  decommissionDateRequired: 'Decommissioned date is mandatory.',
  invalidDate: 'Invalid Date Format. Please correct and submit again.',
  gwNoMandatory: 'Gw no is mandatory.',
  confirmUpdateGwNo: 'Are you sure you want to Update GW No for this BCR?',
  confirmDeleteBcr: 'Are you sure you want to delete this BCR?',
  /** Decision: the spec asks a confirmation without wording it; this follows the GW No one. */
  confirmDecommission: 'Are you sure you want to Decommission this BCR?',
  /** Decision: the spec words neither the success nor the refusal of a draft (docs/decisions.md "Issue 11: BCR search"). */
  decommissioned: 'BCR decommissioned successfully.',
  decommissionNotSubmitted: 'Only a submitted BCR can be decommissioned.',
  /** Decision: the spec asks the Super Admin "edit (Ok) or view (Cancel)" without wording it. */
  openSubmittedEditOrView: 'This BCR is submitted. Click Ok to edit it or Cancel to only view it.',

  // PDF.
  pdfError: 'Error in loading file',
  pdfErrorRetry: 'Error in loading file. Please try again later',
} as const;

/**
 * Decision: the spec words these only in part; the completions keep the spec's opening words.
 * Username texts are not in the spec at all.
 */
export const ADMIN_DECIDED_MESSAGES = {
  pendingBcrInactive:
    'The Driller have pending BCR(s) submissions. Please complete the submissions before you can make the Driller inactive.',
  /** Non-drillers get the sign-up page's texts (auth/signup.ts); this is the driller's counterpart. */
  usernameLicence: 'A driller username must start with DL or AMR.',
  rejectFirst: 'Only a rejected user registration can be re-approved.',
  requestClosed: 'This request has already been reviewed.',
  /** The spec describes the note rather than quoting it. */
  pastWorksNote:
    'Past Works displays the last 100 submitted FormAs. To find a specific one, use Admin (Search Bore Construction Report).',
} as const;

/** The company change confirmation, with the chosen company where the spec shows "...". */
export function confirmCompanyChangeMessage(companyName: string): string {
  return `Are sure you want to change the drilling company ${companyName} ? This will impact all your new BCR submissions. Click Ok to continue and Cancel to stop.`;
}

/**
 * A failed save on the administration screens and the reports' actions: the server's text when it sent
 * one, else spec 3's "Error in saving data" (spec 1's work screens say "Error in saving Data":
 * savingFailedMessage).
 */
export function adminSavingFailedMessage(serverMessage?: string | null): string {
  return savingFailedMessage(serverMessage, ADMIN_MESSAGES.dataSaveError);
}
