import { BCR_CONTRACTS, OFFLINE_MESSAGES, SEARCH_CONTRACTS, WORK_CONTRACTS, type ApiContract } from '@driller/domain';
import { ApiError } from '../api/client';
import { listCopies, readCopy, type OfflineCopy } from './offline-copies';

/**
 * What a page reads when the server cannot be reached: the copy made available offline on this device
 * (spec 3 "Offline"). Only the reads a driller needs in the field have one: the dashboard's grids, a
 * work (with the work form's options) and its BCR, read-only: the work's save and the wizard's fields are
 * disabled. A BCR checked out here never gets this far: its calls are answered by offline-edits.ts.
 */
type Input = { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;

const idOf = (input: Input, key: string): number => Number(input?.params?.[key] ?? Number.NaN);

function bcrAnswer(copy: OfflineCopy) {
  const { data } = copy.bcr;
  return { ...copy.bcr, data: { ...data, readOnly: true, readOnlyReason: 'offlineCopy' as const, submitAction: null, submitDisabled: true, canChangeMode: false, canDelete: false } };
}

function workAnswer(copy: OfflineCopy) {
  const { payload } = copy.work;
  return { ...copy.work, payload: { ...payload, readOnly: true, canSave: false, canAcceptConditions: false, disableWorkFields: true } };
}

async function dashboardAnswer(input: Input) {
  // Every copy is on the first page: a device holds a handful, and the server's cursors mean nothing here.
  const rows = input?.query?.cursor === undefined ? (await listCopies()).filter((c) => c.grid === input?.query?.grid).map((c) => c.row) : [];
  return { success: true as const, data: { formA: rows }, nextCursor: null };
}

/**
 * The answer from this device's copies, or null when there is none (the call's failure stands); a Work or
 * BCR screen with no copy is refused with the spec's "not available offline for this row".
 */
export async function offlineAnswer(contract: ApiContract, input: Input): Promise<unknown> {
  if (contract === SEARCH_CONTRACTS.dashboardList) return dashboardAnswer(input);
  if (contract === WORK_CONTRACTS.masterData) {
    // The options as of the newest copy; offline, one page is all there is.
    const newest = (await listCopies())[0];
    return newest ? { ...newest.masterData, nextCursor: null } : null;
  }
  if (contract === BCR_CONTRACTS.load) {
    const copy = await readCopy(idOf(input, 'formAId'));
    return copy ? bcrAnswer(copy) : notOffline(OFFLINE_MESSAGES.bcrNotOffline);
  }
  if (contract === WORK_CONTRACTS.load) {
    const copy = await readCopy(idOf(input, 'id'));
    return copy ? workAnswer(copy) : notOffline(OFFLINE_MESSAGES.workNotOffline);
  }
  return null;
}

/** A screen asked for with no network and no copy: the spec's message, which the screen shows before going home. */
function notOffline(message: string): never {
  throw new ApiError(503, { success: false, message, code: NOT_OFFLINE });
}

/** The refusal's code: nothing was made available offline for the row. */
export const NOT_OFFLINE = 'NOT_AVAILABLE_OFFLINE';
