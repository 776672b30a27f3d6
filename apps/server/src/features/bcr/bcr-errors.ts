import { API_ERROR_CODE, BCR_REFUSAL_MESSAGES, BCR_RESPONSE_CODE, BCR_SERVER_MESSAGES, type BcrRefusal } from '@driller/domain';
import { ApiError, badRequest, forbidden, notFound, staleVersion, type FieldErrors, type SpecResponse } from '../../platform/http/errors';

/*
 * The BCR API's refusals: the one error envelope plus the spec's response code (spec 2 section 8), so
 * the page keeps the draft (100001), goes home (100010) or alerts and reloads (100012).
 */
const keepDraft: SpecResponse = { responseCode: BCR_RESPONSE_CODE.refusedKeepDraft, showMsg: true };
const goHome: SpecResponse = { responseCode: BCR_RESPONSE_CODE.refusedGoHome, showMsg: true };
const readOnly: SpecResponse = { responseCode: BCR_RESPONSE_CODE.refusedReadOnly, showMsg: true };

export const bcrWorkNotFound = () => notFound(BCR_SERVER_MESSAGES.notFound).withSpec(goHome);
export const bcrNotYours = () => forbidden().withSpec(goHome);
export const bcrStale = () => staleVersion(BCR_SERVER_MESSAGES.staleVersion).withSpec(keepDraft);
export const bcrInvalid = (message: string, fieldErrors?: FieldErrors) => badRequest(message, fieldErrors).withSpec(keepDraft);
export const bcrDuplicateRequest = () =>
  new ApiError(409, BCR_SERVER_MESSAGES.requestIdUsed, API_ERROR_CODE.duplicateRequest).withSpec(keepDraft);

/** The read-only refusals: a lock held by someone else is a 409 like the work's, the others a 403. */
export function bcrReadOnly(refusal: BcrRefusal): ApiError {
  const message = BCR_REFUSAL_MESSAGES[refusal];
  const error = refusal === 'lockedByOther' ? new ApiError(409, message, API_ERROR_CODE.workLocked) : forbidden(message);
  return error.withSpec(readOnly);
}

/** A role the policy refuses to save a BCR for: read-only for them. */
export const bcrRoleReadOnly = () => forbidden(BCR_SERVER_MESSAGES.readOnlyRole).withSpec(readOnly);
export const bcrForbidden = (message: string) => forbidden(message).withSpec(readOnly);

/** Adds the keep-the-draft code to a refusal raised by shared code (the save pipeline's 400). */
export function asKeepDraft(error: unknown): unknown {
  return error instanceof ApiError && error.spec === undefined && error.statusCode === 400 ? error.withSpec(keepDraft) : error;
}
