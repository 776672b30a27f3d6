import { describe, expect, it } from 'vitest';
import {
  WORK_MESSAGES,
  alreadyAssigned,
  alreadySubmitted,
  cannotTransfer,
  casingSupportDeletedNotice,
  deleteSectionsMessage,
  gwNoUpdated,
  transferConfirm,
} from './messages';

describe('work messages', () => {
  it.each([
    ['gwNoOffline', 'You cannot Update Groudn water number in offline mode.'],
    ['deleteLiningFirst', 'Please delete lining details in BCR before changing from “Lined” to “Unlined”'],
    ['testOnlyWithNew', "Work Details2 - Test option is allowed only for 'Work Details1 - New' option."],
    ['batteryOfSpearpoints', 'This work is a ‘Battery of Spearpoints’. Submission of BCR form for a Battery of Spearpoints is not currently supported'],
    ['workTypeOffline', 'The work details cannot be changed as you are in offline mode'],
    ['submitted', 'The Work data is submitted successfully.'],
  ] as const)('%s keeps the spec text (typos included)', (key, text) => {
    expect(WORK_MESSAGES[key]).toBe(text);
  });

  it.each<[string, string, string]>([
    [
      'transferConfirm',
      transferConfirm({ workId: 'W1', approvalNo: '90WA123456', toDriller: 'Ann Lee', fromDriller: 'Bob Ray' }),
      'Work Id W1 belonging to Work Approval No 90WA123456 will be transferred to Ann Lee from Bob Ray. Ann Lee has to accept conditions of approval to proceed to fill up the BCR. Do you want to continue?',
    ],
    ['cannotTransfer', cannotTransfer('Ann Lee', 'Bob Ray'), 'Work can not be transferred to Ann Lee from Bob Ray as work details are different.'],
    [
      'alreadySubmitted',
      alreadySubmitted({ workId: 7, approvalNo: '90WA123456', driller: 'Ann Lee', organisation: 'Acme Drilling' }),
      'Work Id 7 of Work Approval 90WA123456 is already submitted by Ann Lee of Acme Drilling.',
    ],
    [
      'alreadyAssigned',
      alreadyAssigned({ workId: 7, approvalNo: '90WA123456', driller: 'Ann Lee', organisation: 'Acme Drilling' }),
      'Work Id 7 of Work Approval 90WA123456 is already assigned to Ann Lee of Acme Drilling. Please assign to a different driller or assign a different work id to the same driller.',
    ],
    ['gwNoUpdated', gwNoUpdated('GW123456'), 'The Groundwater number GW123456 is updated successfully.'],
    [
      'casing (spear point)',
      casingSupportDeletedNotice('Spear Point'),
      'The Casing support section is not required when Spear Point option is selected. It will be deleted after work details will be saved.',
    ],
    [
      'casing (excavation)',
      casingSupportDeletedNotice('Excavation'),
      'The Casing support section is not required when Excavation option is selected. It will be deleted after work details will be saved.',
    ],
    [
      'deleteSections',
      deleteSectionsMessage(['Drilling Details', 'Bore Development']),
      'Please delete the following sections before you change the work details.\nDrilling Details\nBore Development',
    ],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
