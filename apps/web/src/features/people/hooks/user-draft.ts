import {
  USER_STATUS,
  isRoleId,
  userCompanyChoices,
  userFieldIssues,
  type OrganisationOption,
  type Issue,
  type UserFormValues,
  type UserRecord,
} from '@driller/domain';
import { blankInputs, chosenNumbers, inputText, inputsOf, typedTexts } from './draft-inputs';

const CHOICES = ['status', 'roleId', 'organisationId'] as const;
const TEXTS = [
  'firstName',
  'lastName',
  'workEmail',
  'username',
  'workMobile',
  'address',
  'comments',
] as const;

/** The non-driller user form as its inputs hold it. */
export type UserDraft = Record<(typeof CHOICES)[number] | (typeof TEXTS)[number], string>;

export function emptyUser(): UserDraft {
  return { ...blankInputs([...CHOICES, ...TEXTS]), status: inputText(USER_STATUS.active) };
}

export function userDraftOf(record: UserRecord): UserDraft {
  return inputsOf(record, [...CHOICES, ...TEXTS]);
}

export function userValuesOf(draft: UserDraft, userId: number | null): UserFormValues {
  return { userId, ...chosenNumbers(draft, CHOICES), ...typedTexts(draft, TEXTS) };
}

export function checkUser(draft: UserDraft, userId: number | null): Issue[] {
  return userFieldIssues(userValuesOf(draft, userId));
}

/** The companies a user with the role the form holds may belong to (spec 3: the role decides them). */
export function draftCompanyChoices(organisations: readonly OrganisationOption[], roleText: string): OrganisationOption[] {
  const role = Number(roleText);
  return userCompanyChoices(organisations, isRoleId(role) ? role : null);
}
