import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_CONTRACTS, DOCUMENT_CONTRACTS, MAP_LAYER_CONTRACTS, WORK_CONTRACTS } from '@driller/domain';
import { ApiError, UNEXPECTED_ANSWER, callApi, callApiFile, dispositionFileName, isDeclaredRefusal } from './client';
import { TOKEN_STORAGE_KEY, onUnauthorised } from './transport';

type Call = [string, RequestInit];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
const call = (i = 0) => fetchMock.mock.calls[i] as Call;
const header = (i: number, name: string) => new Headers(call(i)[1].headers).get(name);

const sections = { formAId: 42, counts: { lithology: 0, drillingDetails: 0, waterEntryDesign: 0, gravelPack: 0, casingSupport: 0, annulusFillSeal: 0, boreDevelopment: 0, workPartlyBackfilled: 0, excavationDetails: 0, excavationLined: 0 }, blockingSections: [], deleteCasingSupport: '0' };
const gwNoAnswer = { success: true, message: 'Updated', data: { formAId: 42, gwNo: 'GW123', version: 3 } };

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  onUnauthorised(null);
});

describe('callApi builds the request from the contract', () => {
  it('fills the path params, sends the bearer token and no-cache on a GET, and parses the answer', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, payload: sections }));
    const answer = await callApi(WORK_CONTRACTS.sectionsStatus, { params: { formAId: 42, x: 3 } });
    expect(answer.payload.blockingSections).toEqual([]);
    expect(call()[0]).toBe('/service/api/work/getformasectionsstatus/42/3');
    expect(call()[1].method).toBe('GET');
    expect(header(0, 'authorization')).toBe('Bearer token-1');
    expect(header(0, 'cache-control')).toBe('no-cache');
    expect(call()[1].body).toBeUndefined();
  });

  it('builds the query string and sends no token to a public endpoint', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: null }));
    expect(await callApi(APPROVAL_CONTRACTS.licenceConditions, { query: { workApprovalNo: '80WA 712&345' } })).toEqual({ success: true, data: null });
    expect(call()[0]).toBe('/service/api/work/getLicenseConditions?workApprovalNo=80WA+712%26345');
    expect(header(0, 'authorization')).toBeNull();
  });

  it('posts JSON for a JSON contract and the FormData itself for the multipart upload', async () => {
    fetchMock.mockResolvedValueOnce(json(200, gwNoAnswer));
    await callApi(WORK_CONTRACTS.updateGwNo, { body: { formAGuId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', gwNo: 'GW123', version: 2 } });
    expect(call(0)[1].method).toBe('POST');
    expect(header(0, 'content-type')).toBe('application/json');
    expect(JSON.parse(String(call(0)[1].body))).toMatchObject({ gwNo: 'GW123', version: 2 });

    fetchMock.mockResolvedValueOnce(json(200, { success: true, payload: { files: [] } }));
    const form = new FormData();
    form.append('formAId', '42');
    await callApi(DOCUMENT_CONTRACTS.uploadMapImage, { body: form });
    expect(call(1)[0]).toBe('/service/api/uploadfile/uploadmapimage');
    expect(call(1)[1].body).toBe(form);
    // The browser sets the multipart boundary itself.
    expect(header(1, 'content-type')).toBeNull();
  });

  it('posts URL-encoded fields for a form contract (the map layers\' POST query)', async () => {
    fetchMock.mockResolvedValue(json(200, { count: 3 }));
    expect(await callApi(MAP_LAYER_CONTRACTS.worksPost, { body: { where: "WORK_STATUS = 'I'", returnCountOnly: 'true', f: 'json' } })).toEqual({ count: 3 });
    expect(call()[1].method).toBe('POST');
    const body = call()[1].body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('where=WORK_STATUS+%3D+%27I%27&returnCountOnly=true&f=json');
  });

  it('refuses to call a path with a missing param, and rejects an answer that breaks the contract', async () => {
    await expect(callApi(WORK_CONTRACTS.load, { params: { id: undefined as unknown as number } })).rejects.toThrow("Missing path parameter 'id'");
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json(200, { success: true, data: { formAId: 'forty-two' } }));
    await expect(callApi(WORK_CONTRACTS.updateGwNo, { body: { formAGuId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', gwNo: 'GW1', version: 1 } })).rejects.toThrow();
  });
});

describe('callApi parses refusals with the error envelope', () => {
  it('gives the code, message and field errors of the envelope', async () => {
    fetchMock.mockResolvedValue(json(409, { success: false, code: 'STALE_VERSION', message: 'Someone else saved this work.', fieldErrors: { version: ['Stale'] } }));
    const error = await callApi(WORK_CONTRACTS.save, { body: { formAId: 1 } as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'STALE_VERSION', message: 'Someone else saved this work.', fieldErrors: { version: ['Stale'] } });
    expect((error as ApiError).is('WORK_LOCKED', 'STALE_VERSION')).toBe(true);
    expect(isDeclaredRefusal(error, WORK_CONTRACTS.save)).toBe(true);
    expect(isDeclaredRefusal(error, WORK_CONTRACTS.assignedWork)).toBe(false);
  });

  it("keeps the BCR API's response code and showMsg", async () => {
    fetchMock.mockResolvedValue(json(403, { success: false, code: 'FORBIDDEN', message: 'The BCR is read-only.', responseCode: 100012, showMsg: true }));
    const error = (await callApi(WORK_CONTRACTS.list).catch((e: unknown) => e)) as ApiError;
    expect([error.responseCode, error.showMsg, error.message]).toEqual([100012, true, 'The BCR is read-only.']);
  });

  it('marks an answer that is not the envelope (a proxy page) as unexpected', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await callApi(WORK_CONTRACTS.list).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.body]).toEqual([502, UNEXPECTED_ANSWER, null]);
  });
});

describe('the one silent renew on 401', () => {
  it('renews the token once and retries with the new one', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { success: false, code: 'UNAUTHORISED', message: 'Please sign in.' }));
    fetchMock.mockResolvedValueOnce(json(200, gwNoAnswer));
    const renew = vi.fn(async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'token-2');
      return true;
    });
    onUnauthorised(renew);
    const answer = await callApi(WORK_CONTRACTS.updateGwNo, { body: { formAGuId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', gwNo: 'GW123', version: 2 } });
    expect(answer.data.gwNo).toBe('GW123');
    expect(renew).toHaveBeenCalledTimes(1);
    expect([header(0, 'authorization'), header(1, 'authorization')]).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(call(1)[1].body).toBe(call(0)[1].body);
  });

  it('gives up after one failed renew with the UNAUTHORISED envelope', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false, code: 'UNAUTHORISED', message: 'Please sign in.' }));
    const renew = vi.fn(async () => false);
    onUnauthorised(renew);
    const error = (await callApi(WORK_CONTRACTS.list).catch((e: unknown) => e)) as ApiError;
    expect([error.code, fetchMock.mock.calls.length, renew.mock.calls.length]).toEqual(['UNAUTHORISED', 1, 1]);
  });

  it('never renews for a public endpoint', async () => {
    fetchMock.mockResolvedValue(json(401, { success: false, code: 'UNAUTHORISED', message: 'No.' }));
    const renew = vi.fn(async () => true);
    onUnauthorised(renew);
    await expect(callApi(APPROVAL_CONTRACTS.search, { body: { workApprovalNo: '80WA712345' } })).rejects.toBeInstanceOf(ApiError);
    expect(renew).not.toHaveBeenCalled();
  });
});

describe('callApiFile downloads a document', () => {
  beforeEach(() => {
    fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers the bytes and the name the server gave, and refusals as ApiError', async () => {
    const guid = '0b5d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e';
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.4', { status: 200, headers: { 'content-disposition': `attachment; filename="log_.pdf"; filename*=UTF-8''log%C2%B7.pdf` } }));
    const file = await callApiFile(DOCUMENT_CONTRACTS.downloadByGuid, { params: { fileGuid: guid } });
    expect(call()[0]).toBe(`/service/api/uploadfile/getfileByFileGuid/${guid}`);
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(file.fileName).toBe('log·.pdf');
    fetchMock.mockResolvedValueOnce(json(404, { success: false, message: 'Error in loading file', code: 'NOT_FOUND' }));
    await expect(callApiFile(DOCUMENT_CONTRACTS.downloadByGuid, { params: { fileGuid: guid } })).rejects.toMatchObject({ status: 404, message: 'Error in loading file' });
  });

  it('reads a plain file name when there is no encoded one', () => {
    expect(dispositionFileName('attachment; filename="bore log.csv"')).toBe('bore log.csv');
    expect(dispositionFileName(null)).toBeNull();
  });
});
