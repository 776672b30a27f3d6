import { useState } from 'react';
import { DELAY_MS, reviewInitialStatus, type AccessRequest, type RequestKind, type RequestStatus } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { openRequest, reviewRequest } from '../api/access-requests';
import { precheckReview } from './review-precheck';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const firstMessages = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) : {};

/**
 * The review's Save with the status chosen (none yet for a pending request, whose status opens
 * cleared): 1 second after the click the pre-check runs (review-precheck.ts: "Please select status."
 * when none is chosen, comments to reject); Save stays off while it runs and once the request turned
 * out changed by someone else.
 */
export function useReviewDecision(kind: RequestKind, request: AccessRequest | null, onSaved: (message: string) => void) {
  const [comments, setComments] = useState<string | null>(null);
  const [chosen, setChosen] = useState<RequestStatus | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [stopped, setStopped] = useState<string | null>(null);
  const text = comments ?? request?.comments ?? '';
  const status = chosen === undefined && request ? reviewInitialStatus(request.regStatus as RequestStatus) : (chosen ?? null);

  const save = async () => {
    if (!request) return;
    setBusy(true);
    setErrors({});
    try {
      await wait(DELAY_MS.approveRejectCheck);
      const latest = await openRequest(kind, { userRegistrationRequestId: request.userRegistrationRequestId });
      const check = precheckReview(kind, request, latest.data, status, text);
      if (check.kind === 'changed') return setStopped(check.message);
      if (check.kind === 'fieldErrors') return setErrors(check.errors);
      if (status === null) return; // the rules above refuse a missing status
      const saved = await reviewRequest(kind, { userRegistrationRequestId: request.userRegistrationRequestId, version: request.version, approvedOrRejected: status, comments: text });
      onSaved(saved.message);
    } catch (error) {
      setErrors({ ...firstMessages(error), form: (error as Error).message });
      if (error instanceof ApiError && error.status === 409) setStopped(error.message);
    } finally {
      setBusy(false);
    }
  };

  const choose = (value: RequestStatus | null) => {
    setChosen(value);
    setErrors(({ approvedOrRejected: _, ...rest }) => rest);
  };
  const editComments = (value: string) => {
    setComments(value);
    setErrors(({ comments: _, ...rest }) => rest);
  };

  return { text, status, errors, busy, stopped, save, choose, editComments, disabled: busy || stopped !== null };
}
