import { ADMIN_MESSAGES, STATUS_CONFIRM_CODE, USER_STATUS, type UserRecord } from '@driller/domain';
import { saveUser } from '../api/people-api';
import { checkUser, userValuesOf, type UserDraft } from './user-draft';
import { usePersonSave } from './use-person-save';

/** Saving the user form: field rules, the inactive confirmation, then the server. */
export function useUserSave(record: UserRecord | null, onSaved: (saved: UserRecord) => void) {
  const userId = record?.userId ?? null;
  return usePersonSave<UserDraft, UserRecord>(
    {
      fieldIssues: (draft) => checkUser(draft, userId),
      confirm: async (draft, dialogs) => {
        const inactivating =
          Number(draft.status) === USER_STATUS.inactive && record?.status !== USER_STATUS.inactive;
        if (!inactivating) return [];
        return (await dialogs.confirm(ADMIN_MESSAGES.confirmInactive))
          ? [STATUS_CONFIRM_CODE.inactive]
          : null;
      },
      send: (draft, confirmed) =>
        saveUser({ ...userValuesOf(draft, userId), version: record?.version ?? null, confirmed }),
    },
    onSaved,
  );
}
