import {
  USER_STATUS,
  userFieldIssues,
  type Issue,
  type UserFormValues,
  type UserRecord,
} from '@driller/domain';

/** The non-driller user form as its inputs hold it. */
export interface UserDraft {
  status: string;
  roleId: string;
  firstName: string;
  lastName: string;
  workEmail: string;
  organisationId: string;
  username: string;
  workMobile: string;
  address: string;
  comments: string;
}

const str = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const num = (text: string) => (text === '' ? null : Number(text));
const opt = (text: string) => (text.trim() === '' ? null : text.trim());

export function emptyUser(): UserDraft {
  return {
    status: str(USER_STATUS.active),
    roleId: '',
    firstName: '',
    lastName: '',
    workEmail: '',
    organisationId: '',
    username: '',
    workMobile: '',
    address: '',
    comments: '',
  };
}

export function userDraftOf(record: UserRecord): UserDraft {
  return {
    status: str(record.status),
    roleId: str(record.roleId),
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    workEmail: record.workEmail ?? '',
    organisationId: str(record.organisationId),
    username: record.username ?? '',
    workMobile: record.workMobile ?? '',
    address: record.address ?? '',
    comments: record.comments ?? '',
  };
}

export function userValuesOf(draft: UserDraft, userId: number | null): UserFormValues {
  return {
    userId,
    status: num(draft.status),
    roleId: num(draft.roleId),
    firstName: opt(draft.firstName),
    lastName: opt(draft.lastName),
    workEmail: opt(draft.workEmail),
    organisationId: num(draft.organisationId),
    username: opt(draft.username),
    workMobile: opt(draft.workMobile),
    address: opt(draft.address),
    comments: opt(draft.comments),
  };
}

export function checkUser(draft: UserDraft, userId: number | null): Issue[] {
  return userFieldIssues(userValuesOf(draft, userId));
}
