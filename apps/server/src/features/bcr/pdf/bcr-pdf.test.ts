import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BCR_MESSAGES, BCR_ROW_TABLES, ROLE, bcrLoadResponseSchema, pageTitle, type BcrPageId } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, getBcr, postBcr, saveBody } from '../../../../test/bcr-factory';
import { MULTIPART_CONTENT_TYPE, multipart } from '../../../../test/multipart';
import { as, createOtherCompanyDriller } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Where the PDFs the tests fetched are kept, for pdftotext and for looking at them (pdftoppm). */
const OUT = path.join(tmpdir(), 'bcr-pdf-test');
mkdirSync(OUT, { recursive: true });

function pdfText(bytes: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  return { text, pages };
}

/** A real PNG of one colour (the map image the location page would have saved). */
function solidPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

type Who = Parameters<typeof as>[1];
const getPdf = async (who: Who | Record<string, string>, idOrGuid: number | string) =>
  t.app.inject({ method: 'GET', url: `/service/api/uploadfile/getformapdf/${idOrGuid}`, headers: typeof who === 'string' ? await as(t, who) : who });
const emailPdf = async (who: Who | Record<string, string>, formAId: number, emailsBcr: string[]) =>
  t.app.inject({ method: 'POST', url: '/service/api/bcr/generatepdf', headers: typeof who === 'string' ? await as(t, who) : who, payload: { formAId, emailsBcr } });

/** A work with its whole BCR saved, a document attached and a map image: what a finished report holds. */
async function savedBcr(options: { mapImage?: boolean } = {}) {
  const work = await createBcrWork(t);
  expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0))).statusCode).toBe(200);
  await t.app.inject({
    method: 'POST',
    url: '/service/api/uploadfile/uploadmultiple',
    headers: { ...(await as(t, 'driller')), 'content-type': MULTIPART_CONTENT_TYPE },
    payload: multipart({ formAId: String(work.id), description: 'Driller’s log', tempId: '1', fileguid: '' }, [
      { name: 'drillers-log.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n% log\n%%EOF\n') },
    ]),
  });
  if (options.mapImage) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service/api/uploadfile/uploadmapimage',
      headers: { ...(await as(t, 'driller')), 'content-type': MULTIPART_CONTENT_TYPE },
      payload: multipart({ formAId: String(work.id) }, [{ name: 'map.png', type: 'image/png', bytes: solidPng(128, 80) }]),
    });
    expect(res.statusCode).toBe(200);
  }
  const view = bcrLoadResponseSchema.parse((await getBcr(t, 'driller', work.id)).json());
  return { work, view };
}

describe('GET uploadfile/getformapdf/{formAId or guid}', () => {
  it('answers the whole saved BCR as a PDF named from the approval number, work id, GW no and form id', async () => {
    const { work, view } = await savedBcr({ mapImage: true });
    const res = await getPdf('driller', work.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { workApprovalNo, workId, gwNo } = view.workDetails;
    const fileName = `${[workApprovalNo, workId, gwNo, work.id].filter(Boolean).join('_')}.pdf`;
    expect(res.headers['content-disposition']).toContain(`filename="${fileName}"`);

    const { text, pages } = pdfText(res.rawPayload, 'full');
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain('Bore Construction Report');
    expect(text).toContain(workApprovalNo!);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    // Every visible section's heading, and each row table's headers and first row's values.
    for (const page of view.data.visiblePages.filter((p) => p !== 'submit')) expect(text).toContain(pageTitle(page as BcrPageId));
    const flat = text.replace(/\s+/g, ' ');
    for (const table of BCR_ROW_TABLES.filter((tb) => view.data.visiblePages.includes(tb.page))) {
      const shown = table.text(view.data.report, view.data.hydstra);
      if (shown.rows.length === 0) continue;
      for (const value of shown.rows[0]!.filter((v) => v !== '' && !v.includes(' '))) expect(flat, `${shown.title}: ${value}`).toContain(value);
    }
    expect(text).toContain('Bore Construction Diagram');
    expect(text).toContain('drillers-log.pdf');
    expect(text).toContain('Actual Location');
    expect(text).not.toContain('No map image has been saved');
  });

  it('breaks a long table across pages and repeats its header row on each', async () => {
    const work = await createBcrWork(t);
    const report = fullReport();
    const first = report.lithology![0]!;
    report.lithology = Array.from({ length: 62 }, (_, i) => ({ ...first, depthFrom: i, depthTo: i + 1, additionalInformation: `Layer ${i + 1}` }));
    expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0, report))).statusCode).toBe(200);
    const { text, pages } = pdfText((await getPdf('driller', work.id)).rawPayload, 'long-table');
    const pagesWithHeader = text.split('\f').filter((page) => page.includes('Depth From') && page.includes('Layer')).length;
    expect(pagesWithHeader).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Lithology (continued)');
    expect(text).toContain('Layer 62');
    expect(pages).toBeGreaterThanOrEqual(5);
  });

  it('says so when the work has no map image, and opens by the work’s guid as well', async () => {
    const { view } = await savedBcr();
    const res = await getPdf('regulator', view.workDetails.formAGuid);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload, 'no-map').text).toContain('No map image has been saved for this work');
  });

  it('prints no chemical of a bore development marked Not Applicable, even one stored before the mark cleared it', async () => {
    const { work, view } = await savedBcr();
    const name = view.data.report.boreDevelopment.name!;
    expect(pdfText((await getPdf('driller', work.id)).rawPayload, 'bd-applicable').text).toContain(name);
    // The mark set on the stored row alone: the chemical is still in the record, as older saves left it.
    await t.db.updateTable('bcr_reports').set({ bore_development_mark_not_applicable: 1 }).where('work_id', '=', work.id).execute();
    await t.db.deleteFrom('bcr_bore_development_rows').where('bcr_id', '=', view.data.bcrId!).execute();
    const { text } = pdfText((await getPdf('driller', work.id)).rawPayload, 'bd-not-applicable');
    expect(text).not.toContain(name);
    expect(text).not.toContain('Chemical Name');
  });

  it('lists review warnings with their exception reason', async () => {
    const { work } = await savedBcr();
    await t.db.updateTable('works').set({ distance: 35.5 }).where('id', '=', work.id).execute();
    const { text } = pdfText((await getPdf('driller', work.id)).rawPayload, 'warnings');
    expect(text).toContain('Warnings and exception reasons');
    expect(text).toContain('BCR_W_LOCATION_OVER_20M');
    expect(text).toContain('Not yet confirmed');
  });

  it('refuses without a token (401), somebody else’s BCR (403) and an unknown form or guid (404)', async () => {
    const { work } = await savedBcr();
    expect((await getPdf({}, work.id)).statusCode).toBe(401);
    const other = await createOtherCompanyDriller(t.db);
    const otherHeaders = { authorization: `Bearer ${await t.token({ sub: other.subject, role: ROLE.driller })}` };
    expect((await getPdf(otherHeaders, work.id)).statusCode).toBe(403);
    expect((await getPdf('driller', 99999999)).statusCode).toBe(404);
    expect((await getPdf('driller', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

const mailCount = async () => Number((await t.db.selectFrom('mailbox_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST bcr/generatepdf', () => {
  it('e-mails the PDF as an attachment to every address and answers 100007 with the message', async () => {
    const { work, view } = await savedBcr();
    const res = await emailPdf('driller', work.id, ['site.office@example.com', 'client@example.org']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 100007, message: 'The Bore Construction Report has been emailed to site.office@example.com, client@example.org.' });

    const message = await t.db.selectFrom('mailbox_messages').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(message.mail_to).toEqual(['site.office@example.com', 'client@example.org']);
    expect(message.subject).toContain(view.workDetails.workApprovalNo!);
    const attachments = await t.db.selectFrom('mailbox_attachments').selectAll().where('message_id', '=', message.id).execute();
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ content_type: 'application/pdf', file_name: res.json().payload.fileName });
    expect(attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(attachments[0]!.content, 'emailed').text).toContain(view.workDetails.workApprovalNo!);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor']).where('entity_id', '=', String(work.id)).where('action', '=', 'email-bcr-pdf').execute();
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['an invalid address', ['ok@example.com', 'not an address'], BCR_MESSAGES.invalidEmail, 'emailsBcr.1'],
    ['a repeated address', ['ok@example.com', 'OK@example.com'], BCR_MESSAGES.duplicateEmail, 'emailsBcr.1'],
    ['no address', [], 'Please add at least one email address', 'emailsBcr'],
    ['an 11th address', Array.from({ length: 11 }, (_, i) => `p${i}@example.com`), 'At most 10 email addresses can be added', 'emailsBcr'],
  ])('refuses %s with 100001 and the message beside it, and sends nothing', async (_case, list, message, field) => {
    const { work } = await savedBcr();
    const before = await mailCount();
    const res = await emailPdf('driller', work.id, list);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, responseCode: 100001, fieldErrors: { [field]: [message] } });
    expect(await mailCount()).toBe(before);
  });

  it('refuses somebody else’s BCR (403), an unknown one (404) and no token (401)', async () => {
    const { work } = await savedBcr();
    const other = await createOtherCompanyDriller(t.db);
    const otherHeaders = { authorization: `Bearer ${await t.token({ sub: other.subject, role: ROLE.driller })}` };
    expect((await emailPdf(otherHeaders, work.id, ['a@example.com'])).statusCode).toBe(403);
    expect((await emailPdf('driller', 99999999, ['a@example.com'])).statusCode).toBe(404);
    expect((await emailPdf({}, work.id, ['a@example.com'])).statusCode).toBe(401);
  });
});

describe('POST bcr/generatepdf when the mail server fails', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ mailer: { send: () => Promise.reject(new Error('connect ECONNREFUSED')) } });
  });
  afterAll(async () => broken.close());

  it('answers the spec’s "Error in sending email request." with no code, so the page shows it', async () => {
    const work = await createBcrWork(broken);
    const res = await broken.app.inject({ method: 'POST', url: '/service/api/bcr/generatepdf', headers: await as(broken, 'driller'), payload: { formAId: work.id, emailsBcr: ['a@example.com'] } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Error in sending email request.');
    expect(res.json().responseCode).toBeUndefined();
  });
});

