import { afterEach, describe, expect, it } from 'vitest';
import { DRILLER_LIST_KEPT_MS, forgetDrillerLists, keptDrillerPage, type DrillerListPage } from './driller-list-cache';

const page = (name: string): DrillerListPage => ({
  drillers: [{ drillerId: 1, drillerName: name, firstName: name, lastName: '', licenceNo: 'DL1', organisationId: null, companyName: null, isDrillingCompanyAdmin: false }],
  admins: [],
  nextCursor: null,
});

/** A read that counts its calls and answers the name it is given. */
function reader(name: string) {
  const read = async () => {
    read.calls += 1;
    return page(name);
  };
  read.calls = 0;
  return read;
}

/** Any object stands for the database the pages come from. */
const DB = {};

afterEach(forgetDrillerLists);

describe('keptDrillerPage', () => {
  it('answers a page from memory while it is fresh, and reads it again once it is older than the time kept', async () => {
    const first = reader('Ann');
    expect((await keptDrillerPage(DB, 'all', first, 0)).drillers[0]?.drillerName).toBe('Ann');
    expect((await keptDrillerPage(DB, 'all', reader('Bob'), DRILLER_LIST_KEPT_MS - 1)).drillers[0]?.drillerName).toBe('Ann');
    expect(first.calls).toBe(1);
    expect((await keptDrillerPage(DB, 'all', reader('Bob'), DRILLER_LIST_KEPT_MS)).drillers[0]?.drillerName).toBe('Bob');
  });

  it('keeps each scope and page apart', async () => {
    await keptDrillerPage(DB, 'company:1', reader('Ann'), 0);
    expect((await keptDrillerPage(DB, 'company:2', reader('Bob'), 1)).drillers[0]?.drillerName).toBe('Bob');
  });

  it('keeps the pages of two databases apart', async () => {
    await keptDrillerPage(DB, 'all', reader('Ann'), 0);
    expect((await keptDrillerPage({}, 'all', reader('Bob'), 1)).drillers[0]?.drillerName).toBe('Bob');
  });

  it('reads again after a save forgot the pages, and never keeps a failed read', async () => {
    await keptDrillerPage(DB, 'all', reader('Ann'), 0);
    forgetDrillerLists();
    expect((await keptDrillerPage(DB, 'all', reader('Bob'), 1)).drillers[0]?.drillerName).toBe('Bob');
    forgetDrillerLists();
    await expect(keptDrillerPage(DB, 'all', () => Promise.reject(new Error('database gone')), 2)).rejects.toThrow('database gone');
    expect((await keptDrillerPage(DB, 'all', reader('Cy'), 3)).drillers[0]?.drillerName).toBe('Cy');
  });
});
