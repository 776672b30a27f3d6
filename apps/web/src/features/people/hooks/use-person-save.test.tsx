import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  ADMIN_MESSAGES,
  DRILLER_STATUS,
  PEOPLE_MESSAGES,
  STATUS_CONFIRM_CODE,
  USER_STATUS,
  type UserRecord,
} from '@driller/domain';
import { DialogContext, type Dialogs } from '../../../components/ui/dialogs/dialog-context';
import { saveDriller, saveUser } from '../api/people-api';
import { emptyDriller } from './driller-draft';
import { useDrillerSave } from './use-driller-save';
import { useUserSave } from './use-user-save';
import { emptyUser, userValuesOf, type UserDraft } from './user-draft';

vi.mock('../api/people-api', () => ({ saveUser: vi.fn(), saveDriller: vi.fn() }));

afterEach(() => vi.clearAllMocks());

function withDialogs(answer: boolean) {
  const dialogs: Dialogs = { alert: vi.fn(async () => undefined), confirm: vi.fn(async () => answer) };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DialogContext.Provider value={dialogs}>{children}</DialogContext.Provider>
  );
  return { dialogs, wrapper };
}

const user = (overrides: Partial<UserDraft> = {}): UserDraft => ({
  ...emptyUser(),
  roleId: '3',
  firstName: 'Ava',
  lastName: 'Reid',
  workEmail: 'ava@water.example',
  organisationId: '1',
  username: 'areid',
  ...overrides,
});

const stored: UserRecord = {
  ...userValuesOf(user(), 4),
  userId: 4,
  status: USER_STATUS.active,
  organisationName: 'Water NSW',
  roleName: 'Regulator',
  statusName: 'Active',
  hasAccount: true,
  isSelf: false,
  canEdit: true,
  version: 3,
  modifiedOn: '2026-11-23T00:00:00.000Z',
};

describe('saving a person', () => {
  it('keeps the field messages and sends nothing while a field rule fails', async () => {
    const { wrapper } = withDialogs(true);
    const { result } = renderHook(() => useUserSave(null, vi.fn()), { wrapper });
    await act(() => result.current.save(user({ firstName: '' })));
    expect(result.current.issues.map((issue) => issue.path)).toEqual(['firstName']);
    expect(saveUser).not.toHaveBeenCalled();
  });

  it('asks before making a user inactive: Cancel sends nothing, OK sends the confirmation code', async () => {
    const cancelled = withDialogs(false);
    const first = renderHook(() => useUserSave(stored, vi.fn()), { wrapper: cancelled.wrapper });
    await act(() => first.result.current.save(user({ status: String(USER_STATUS.inactive) })));
    expect(cancelled.dialogs.confirm).toHaveBeenCalledWith(ADMIN_MESSAGES.confirmInactive);
    expect(saveUser).not.toHaveBeenCalled();

    const accepted = withDialogs(true);
    const saved = { ...stored, version: 4 };
    vi.mocked(saveUser).mockResolvedValue({
      success: true,
      message: 'Saved',
      data: saved,
      accountInvited: true,
    });
    const onSaved = vi.fn();
    const second = renderHook(() => useUserSave(stored, onSaved), { wrapper: accepted.wrapper });
    await act(() => second.result.current.save(user({ status: String(USER_STATUS.inactive) })));
    expect(saveUser).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 4, version: 3, confirmed: [STATUS_CONFIRM_CODE.inactive] }),
    );
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(accepted.dialogs.alert).toHaveBeenCalledWith(`Saved\n${PEOPLE_MESSAGES.invitationSent}`);
  });

  it('alerts a driller status that does not fit the licence date and sends nothing', async () => {
    const { dialogs, wrapper } = withDialogs(true);
    const { result } = renderHook(() => useDrillerSave(null, vi.fn()), { wrapper });
    const draft = {
      ...emptyDriller(),
      drillerStatus: String(DRILLER_STATUS.active),
      drillerFirstName: 'Mia',
      drillerLastName: 'Cooper',
      drillerLicenseNo: 'DL 5678',
      drillerLicenseFrom: '01/01/2099',
      licenseClassId: '2',
      drillingEndorsements: ['1'],
      username: 'dl5678',
    };
    await act(() => result.current.save(draft));
    expect(result.current.issues).toEqual([]);
    expect(dialogs.alert).toHaveBeenCalledWith(ADMIN_MESSAGES.activeFutureFrom);
    expect(saveDriller).not.toHaveBeenCalled();
  });
});
