import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DECIDED_MESSAGES } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as } from '../../../test/work-factory';
import { createAbnLookupRegister } from './abn-lookup-register';

const GUID = '00000000-1111-2222-3333-444444444444';
const hit = (Name: string, Abn: string, IsCurrent = true) => ({
  Abn,
  AbnStatus: '0000000001',
  IsCurrent,
  Name,
  NameType: 'Entity Name',
  Postcode: '2830',
  Score: 98,
  State: 'NSW',
});

/**
 * A fake ABN Lookup: MatchingNames.aspx answering JSONP as the real service does. "Broken" answers 500,
 * "Refused" answers a Message (the real service's error channel, e.g. a bad GUID), "Garbled" is not JSON.
 */
let fake: Server;
let base: string;
const seen: URL[] = [];
beforeAll(async () => {
  fake = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push(url);
    const name = url.searchParams.get('name') ?? '';
    const callback = url.searchParams.get('callback') ?? 'callback';
    response.setHeader('content-type', 'text/javascript; charset=utf-8');
    if (url.pathname !== '/json/MatchingNames.aspx') return void response.writeHead(404).end();
    if (name === 'Broken') return void response.writeHead(500).end('');
    if (name === 'Garbled') return void response.end('<html>maintenance</html>');
    const body =
      name === 'Refused'
        ? { Message: 'The GUID entered is not recognised as a Registered Party', Names: [] }
        : {
            Message: '',
            Names: [
              hit('DUBBO BORE DRILLING PTY LTD', '51824753556'),
              hit('DUBBO OLD BORES', '11111111111', false),
              hit('DUBBO WATER WELLS', '33102417032'),
            ],
          };
    response.end(`${callback}(${JSON.stringify(body)})`);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/json/`;
});
afterAll(async () => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('createAbnLookupRegister', () => {
  it('asks MatchingNames.aspx with the name, the limit, a callback and the GUID, and unwraps the JSONP', async () => {
    const register = createAbnLookupRegister(base, GUID);
    expect(await register.searchByName('Dubbo Bore', 25)).toEqual([
      { Name: 'DUBBO BORE DRILLING PTY LTD', Abn: '51824753556', State: 'NSW', Postcode: '2830' },
      { Name: 'DUBBO WATER WELLS', Abn: '33102417032', State: 'NSW', Postcode: '2830' },
    ]);
    const asked = seen.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      name: 'Dubbo Bore',
      maxResults: '25',
      callback: 'callback',
      guid: GUID,
    });
  });

  it('keeps to the limit asked', async () => {
    expect(await createAbnLookupRegister(base, GUID).searchByName('Dubbo Bore', 1)).toHaveLength(1);
  });

  it.each(['Broken', 'Refused', 'Garbled'])('throws when the register answers %s', async (name) => {
    await expect(createAbnLookupRegister(base, GUID).searchByName(name, 25)).rejects.toThrow();
  });
});

describe('the lookup and the new-company check with BUSINESS_REGISTER_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_REGISTER_URL: base, BUSINESS_REGISTER_GUID: GUID } });
  });
  afterAll(async () => t.close());

  it('lists what the register answers, through the server', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/service/api/organisation/registersearch?name=Dubbo%20Bore',
      headers: await as(t, 'regulator'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { Name: string }) => r.Name)).toEqual([
      'DUBBO BORE DRILLING PTY LTD',
      'DUBBO WATER WELLS',
    ]);
  });

  it('creates a company whose name and ABN the register answered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service/api/organisation/save',
      headers: await as(t, 'regulator'),
      payload: { organisationName: 'Dubbo Water Wells', abnOrAcn: '33 102 417 032' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['Broken', 'Refused'])(
    'answers 502 with a message the user can act on when the register fails (%s)',
    async (name) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/service/api/organisation/registersearch?name=${name}`,
        headers: await as(t, 'regulator'),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        success: false,
        message: COMPANY_DECIDED_MESSAGES.registerUnavailable,
      });
      expect(res.body).not.toContain('GUID');
    },
  );
});
