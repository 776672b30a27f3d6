import { RESPONSE_CODE } from './codes';
import { BCR_MESSAGES } from './messages';

export interface ApiResponse {
  success: boolean;
  message?: string | null;
  code?: number | null;
  showMsg?: boolean | null;
}

/** What the page does with a response: an alert, then stay, go home, or reset the form. */
export interface Outcome {
  alert: string | null;
  then: 'stay' | 'home' | 'resetForm';
}

/** GET /bcr/{id}: a refusal shows its message (or the default) and goes home. */
export function loadOutcome(r: ApiResponse): Outcome {
  if (r.success) return { alert: null, then: 'stay' };
  return { alert: r.message || BCR_MESSAGES.loadFailed, then: 'home' };
}

const successAlertCodes: readonly number[] = RESPONSE_CODE.successAlert;
const pdfAlertCodes: readonly number[] = RESPONSE_CODE.pdfAlert;

/** Save responses (spec 2 section 8). */
export function saveOutcome(r: ApiResponse): Outcome {
  if (r.success) {
    return { alert: r.code != null && successAlertCodes.includes(r.code) ? (r.message ?? null) : null, then: 'stay' };
  }
  if (r.code === RESPONSE_CODE.failureKeepDraft) return { alert: r.message ?? BCR_MESSAGES.saveFailed, then: 'stay' };
  if (r.code === RESPONSE_CODE.failureGoHome) return { alert: r.message ?? BCR_MESSAGES.saveFailed, then: 'home' };
  if (r.code === RESPONSE_CODE.failureAlert || r.showMsg) return { alert: r.message ?? BCR_MESSAGES.saveFailed, then: 'resetForm' };
  return { alert: BCR_MESSAGES.saveFailed, then: 'resetForm' };
}

/**
 * A refusal of the BCR API is the one error envelope carrying the spec's code as `responseCode`: read
 * it as the page's save response.
 */
export function refusalResponse(envelope: { message: string; responseCode?: number; showMsg?: boolean }): ApiResponse {
  return { success: false, message: envelope.message, code: envelope.responseCode ?? null, showMsg: envelope.showMsg ?? null };
}

/** PDF e-mail: server message for its codes, otherwise the default failure text. */
export function pdfEmailOutcome(r: ApiResponse): string | null {
  const code = r.code ?? null;
  const serverMessage = r.success ? code !== null && pdfAlertCodes.includes(code) : code === RESPONSE_CODE.failureKeepDraft;
  if (serverMessage) return r.message ?? null;
  return r.success ? null : BCR_MESSAGES.emailRequestFailed;
}

/**
 * Offline saves are refused unless the current user holds the lock; the offline-store check then
 * returns 0 (abort) or 1 (force the whole-report save, unless submitting).
 */
export function offlineSavePlan(
  p: { offline: boolean; holdsLock: boolean; offlineCheck: 0 | 1 | null; submitting: boolean },
): { refused: string } | { route: 'section' | 'savebcr' | 'abort' } {
  if (p.offline && !p.holdsLock) return { refused: BCR_MESSAGES.offlineNotLocked };
  if (p.offlineCheck === 0) return { route: 'abort' };
  if (p.offlineCheck === 1 && !p.submitting) return { route: 'savebcr' };
  return { route: 'section' };
}
