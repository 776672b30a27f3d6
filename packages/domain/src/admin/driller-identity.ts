import { ROLE, type RoleId } from '../auth/roles';
import { IDENTITY_MESSAGES } from '../auth/signup';
import { error, type Issue } from '../common/issue';
import { DRILLER_TYPE, type DrillerType } from './codes';
import { ADMIN_DECIDED_MESSAGES, ADMIN_MESSAGES } from './messages';
import { isBlank } from '../common/validators';

/** NSW: "DL " and four digits not starting with 0 (7 characters). */
export const NSW_LICENCE_PATTERN = /^DL [1-9]\d{3}$/;
/** Interstate: "AMR " and 1 to 10 digits (at most 14 characters). */
export const INTERSTATE_LICENCE_PATTERN = /^AMR \d{1,10}$/;

/** The licence number's format depends on the driller type; blank is left to the required rule. */
export function licenceNumberRules(path: string, value: string | null | undefined, type: DrillerType): Issue[] {
  if (isBlank(value)) return [];
  const text = value ?? '';
  if (type === DRILLER_TYPE.nsw) {
    return NSW_LICENCE_PATTERN.test(text) ? [] : [error(path, ADMIN_MESSAGES.nswLicence)];
  }
  return INTERSTATE_LICENCE_PATTERN.test(text) ? [] : [error(path, ADMIN_MESSAGES.interstateLicence)];
}

const LICENCE_PREFIX = /^(dl|amr)/i;
/** A letter first, then letters and digits: no spaces, no leading digit, no special characters. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * Username: required, no spaces, not starting with a digit, letters and digits only. A driller's
 * username starts with their licence prefix (dl/amr, any case); nobody else's may, so a username
 * alone tells whether it belongs to a driller.
 */
export function usernameRules(path: string, value: string | null | undefined, roleId: RoleId | null): Issue[] {
  if (isBlank(value)) return [error(path, ADMIN_MESSAGES.required)];
  const text = value ?? '';
  if (!USERNAME_PATTERN.test(text)) return [error(path, IDENTITY_MESSAGES.usernameFormat)];
  if (roleId === null) return [];
  const hasPrefix = LICENCE_PREFIX.test(text);
  if (roleId === ROLE.driller && !hasPrefix) return [error(path, ADMIN_DECIDED_MESSAGES.usernameLicence)];
  if (roleId !== ROLE.driller && hasPrefix) return [error(path, IDENTITY_MESSAGES.usernameReservedForDrillers)];
  return [];
}
