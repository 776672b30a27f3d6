import { z } from 'zod';
import {
  API_ERROR_CODE,
  apiErrorSchema,
  type ApiContract,
  type ApiErrorBody,
  type ContractInput,
  type ContractResponse,
} from '@driller/domain';
import { buildBody, buildPath, buildQuery } from './request-parts';
import { checkedOutWorkOf } from '../offline/checked-out';
import { transport } from './transport';

/** A code for an error answer that is not the envelope (a proxy's HTML page, an empty body). */
export const UNEXPECTED_ANSWER = 'UNEXPECTED_ANSWER';

/** A refused call: the envelope's code, message and field errors, parsed with the domain's schema. */
export class ApiError extends Error {
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, string[]>>;
  /** The BCR API's spec code (100001 keep the draft, 100010 go home, 100012 alert); null elsewhere. */
  readonly responseCode: number | null;
  /** The BCR API: the page shows the message (spec 2 section 8). */
  readonly showMsg: boolean;

  constructor(
    readonly status: number,
    /** The envelope; null when the answer was not one. */
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.code = body?.code ?? UNEXPECTED_ANSWER;
    this.fieldErrors = body?.fieldErrors ?? {};
    this.responseCode = body?.responseCode ?? null;
    this.showMsg = body?.showMsg ?? false;
  }

  /** True when the code is one of these (the web branches on codes, never on bare statuses). */
  is(...codes: readonly string[]): boolean {
    return codes.includes(this.code);
  }
}

/** The refusals a contract declares (a check that says no), as opposed to failures of the service. */
export function isDeclaredRefusal(error: unknown, contract: ApiContract): error is ApiError {
  return error instanceof ApiError && error.code !== API_ERROR_CODE.internal && error.is(...contract.errors);
}

type Args<C extends ApiContract> = object extends ContractInput<C> ? [input?: ContractInput<C>] : [input: ContractInput<C>];

/**
 * Calls one endpoint through its contract: builds the path, query and body, sends the bearer token
 * (one silent renew on 401), parses the success answer with the contract's schema and any refusal
 * with the error envelope's. The single place every call goes through (the offline queue wraps it).
 */
export async function callApi<C extends ApiContract>(contract: C, ...[input]: Args<C>): Promise<ContractResponse<C>> {
  const checkedOut = checkedOutWorkOf(contract.path, input as Parameters<typeof checkedOutWorkOf>[1]);
  if (checkedOut !== null) {
    // A BCR checked out to this device is loaded and saved here until it is checked in (lib/offline).
    const { answerOnDevice } = await import('../offline/offline-edits');
    const answer = await answerOnDevice(contract.path, checkedOut, input?.body);
    if (answer !== null) return z.parse<C['response']>(contract.response, answer);
  }
  return callServer(contract, ...([input] as Args<C>));
}

/** The same call, always to the server (check in's replay of the saves made on this device). */
export async function callServer<C extends ApiContract>(contract: C, ...[input]: Args<C>): Promise<ContractResponse<C>> {
  let response: Response;
  try {
    response = await transport({
      method: contract.method,
      url: buildPath(contract.path, input?.params) + buildQuery(input?.query),
      body: buildBody(contract, input?.body),
      withToken: contract.auth === 'bearer',
    });
  } catch (error) {
    // No answer at all (offline, server unreachable): a copy made available offline answers instead.
    const fromDevice = error instanceof TypeError ? await answerFromDevice(contract, input) : null;
    if (fromDevice === null) throw error;
    return z.parse<C['response']>(contract.response, fromDevice);
  }
  return answerOf(contract, response);
}

/** A GET's answer from the copies made available offline on this device (lib/offline, loaded when first needed). */
async function answerFromDevice(contract: ApiContract, input: unknown): Promise<unknown> {
  if (contract.method !== 'GET') return null;
  const { offlineAnswer } = await import('../offline/offline-answers');
  return offlineAnswer(contract, input as Parameters<typeof offlineAnswer>[1]).catch((error: unknown) => {
    // A refusal in the spec's words stands; anything else (no IndexedDB) leaves the call's own failure.
    if (error instanceof ApiError) throw error;
    return null;
  });
}

/** The server's answer: the contract's response, or the refusal as an ApiError. */
async function answerOf<C extends ApiContract>(contract: C, response: Response): Promise<ContractResponse<C>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const envelope = apiErrorSchema.safeParse(body);
    throw new ApiError(response.status, envelope.success ? envelope.data : null);
  }
  return z.parse<C['response']>(contract.response, body);
}

/** The name Content-Disposition gives a download (RFC 6266: filename* first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Calls a download endpoint (`responseType: 'binary'`): the file and its name, or the refusal as callApi throws it. */
export async function callApiFile<C extends ApiContract>(contract: C, ...[input]: Args<C>): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await transport({
    method: contract.method,
    url: buildPath(contract.path, input?.params) + buildQuery(input?.query),
    // A download asked for with a body (the BCR search export names its criteria).
    body: buildBody(contract, input?.body),
    withToken: contract.auth === 'bearer',
  });
  if (!response.ok) {
    const envelope = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, envelope.success ? envelope.data : null);
  }
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get('content-disposition')) };
}
