import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrillerOption } from '@driller/domain';
import { makeMaster } from '../../../test/work-fixtures';
import { getMasterData } from './get-master-data';

const driller = (drillerId: number, isDrillingCompanyAdmin = false): DrillerOption => ({
  drillerId, drillerName: `Driller ${drillerId}`, firstName: 'Driller', lastName: String(drillerId), licenceNo: `DL ${drillerId}`,
  organisationId: 1, companyName: 'Aquifer Drilling Pty Ltd', isDrillingCompanyAdmin,
});
const page = (drillers: DrillerOption[], nextCursor: string | null) =>
  new Response(JSON.stringify({ success: true, data: makeMaster({ drillers, drillersAdmin: drillers.filter((d) => d.isDrillingCompanyAdmin) }), nextCursor }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('getMasterData', () => {
  it('follows the drillers pages until the last, so the select offers every driller', async () => {
    fetchMock.mockResolvedValueOnce(page([driller(1), driller(2, true)], 'page-2')).mockResolvedValueOnce(page([driller(3, true)], null));
    const master = await getMasterData();
    expect(master.drillers.map((d) => d.drillerId)).toEqual([1, 2, 3]);
    expect(master.drillersAdmin.map((d) => d.drillerId)).toEqual([2, 3]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/service/api/work/getalldata', '/service/api/work/getalldata?cursor=page-2']);
  });

  it('asks once when every driller fits one page', async () => {
    fetchMock.mockResolvedValueOnce(page([driller(1)], null));
    expect((await getMasterData()).drillers).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
