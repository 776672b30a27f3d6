import { useState } from 'react';
import { DELAY_MS, type AccessRequest, type RequestKind, type RequestStatus } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { openRequest, reviewRequest } from '../api/access-requests';
import { precheckReview } from './review-precheck';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstMessages = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) : {};

/**
 * Approve / Reject / Re-Approve of one request: 1 second after the click the pre-check runs
 * (review-precheck.ts); a button whose check failed stays disabled until the comments change, and all
 * stay disabled once the request turned out changed by someone else.
 */
export function useReviewDecision(kind: RequestKind, request: AccessRequest | null, onSaved: (message: string) => void) {
  const [comments, setComments] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<RequestStatus | null>(null);
  const [failedChoice, setFailedChoice] = useState<RequestStatus | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const text = comments ?? request?.comments ?? '';

  const decide = async (chosen: RequestStatus) => {
    if (!request) return;
    setBusy(chosen);
    setErrors({});
    try {
      await wait(DELAY_MS.approveRejectCheck);
      const latest = await openRequest(kind, { userRegistrationRequestId: request.userRegistrationRequestId });
      const check = precheckReview(kind, request, latest.data, chosen, text);
      if (check.kind === 'changed') return setStopped(check.message);
      if (check.kind === 'fieldErrors') {
        setErrors(check.errors);
        return setFailedChoice(chosen);
      }
      const saved = await reviewRequest(kind, { userRegistrationRequestId: request.userRegistrationRequestId, version: request.version, approvedOrRejected: chosen, comments: text });
      onSaved(saved.message);
    } catch (error) {
      setErrors({ ...firstMessages(error), form: (error as Error).message });
      if (error instanceof ApiError && error.status === 409) setStopped(error.message);
    } finally {
      setBusy(null);
    }
  };

  const editComments = (value: string) => {
    setComments(value);
    setFailedChoice(null);
  };
  const isDisabled = (status: RequestStatus) => busy !== null || stopped !== null || failedChoice === status;

  return { text, errors, busy, stopped, decide, editComments, isDisabled };
}
