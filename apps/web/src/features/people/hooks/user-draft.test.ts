import { describe, expect, it } from 'vitest';
import { USER_STATUS } from '@driller/domain';
import { emptyUser, userDraftOf, userValuesOf } from './user-draft';

describe('user draft', () => {
  it('starts a new user Active with every other input empty', () => {
    expect(emptyUser()).toEqual({
      status: String(USER_STATUS.active),
      roleId: '',
      organisationId: '',
      firstName: '',
      lastName: '',
      workEmail: '',
      username: '',
      workMobile: '',
      address: '',
      comments: '',
    });
  });

  it('shows a stored user in the inputs and reads them back trimmed, blanks and "Select" as null', () => {
    const draft = userDraftOf({
      userId: 9,
      status: 5,
      roleId: 3,
      organisationId: null,
      firstName: 'Ava',
      lastName: null,
      organisationName: null,
      roleName: 'Regulator',
      statusName: 'Inactive',
      hasAccount: false,
      isSelf: false,
      canEdit: true,
      version: 1,
      modifiedOn: '2026-11-23T00:00:00.000Z',
    });
    expect(draft).toMatchObject({
      status: '5',
      roleId: '3',
      organisationId: '',
      firstName: 'Ava',
      lastName: '',
    });
    expect(userValuesOf({ ...draft, workEmail: ' ava@water.example ', comments: '   ' }, 9)).toEqual({
      userId: 9,
      status: 5,
      roleId: 3,
      organisationId: null,
      firstName: 'Ava',
      lastName: null,
      workEmail: 'ava@water.example',
      username: null,
      workMobile: null,
      address: null,
      comments: null,
    });
  });
});
