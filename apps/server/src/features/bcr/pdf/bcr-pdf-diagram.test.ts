import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BcrReportInput } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, postBcr, saveBody } from '../../../../test/bcr-factory';
import { as } from '../../../../test/work-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The PDFs are kept here to be looked at (pdftoppm -png -r 60); the tests read their text. */
const OUT = path.join(tmpdir(), 'bcr-pdf-diagrams');
mkdirSync(OUT, { recursive: true });

async function pdfOf(formAId: number, name: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/service/api/uploadfile/getformapdf/${formAId}`, headers: await as(t, 'driller') });
  expect(res.statusCode).toBe(200);
  const file = path.join(OUT, `${name}.pdf`);
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The page of the PDF that holds the diagram of `pipe` (its heading and its construction list). */
const diagramPage = (text: string, heading: string) => text.split('\f').find((page) => page.includes(heading)) ?? '';

describe('the bore construction diagram in the PDF, checked against three kinds of report', () => {
  it('a drilled bore, cased and screened, with gravel pack and a cement seal', async () => {
    const work = await createBcrWork(t);
    expect((await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0))).statusCode).toBe(200);
    const page = diagramPage(await pdfOf(work.id, 'drilled-screened-gravel'), 'Bore Construction Diagram');
    for (const text of ['Construction by depth', '200 mm hole', '150 mm hole', 'Screen PVC', 'Gravel pack', 'Cement grout', 'Water 2.5 L/s']) expect(page).toContain(text);
    expect(page).not.toContain('Conflict:');
  });

  it('an excavated well: the pit and its lining', async () => {
    const work = await createBcrWork(t, { attributes: [1, 1, 4, 3] });
    const excavationDetails = [
      { excavationOrLining: 1, drillingMethod: 2, boreShapeType: 2, depth: 8, diameter: 1200, from: 0, to: 8 },
      { excavationOrLining: 2, material: 3, boreShapeType: 2, depth: 9, diameter: 1000, from: 0, to: 9 },
    ];
    const res = await postBcr(t, 'driller', 'excavationDetails', saveBody(work.id, 0, { summary: {}, excavationDetails }));
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfOf(work.id, 'excavated');
    expect(text).toContain('Excavation Details');
    expect(text).not.toContain('Drilling Details');
    const page = diagramPage(text, 'Bore Construction Diagram');
    expect(page).toContain('1200 mm excavation');
    expect(page).toMatch(/Lining \w+/);
    expect(page).not.toContain('Conflict:');
  });

  it('a two-pipe monitoring bore: one diagram per pipe', async () => {
    const work = await createBcrWork(t, { attributes: [1, 1, 5, null] });
    const report: BcrReportInput = fullReport();
    const pipe1 = report.waterEntryDesign!;
    report.summary.noOfPipes = 2;
    report.waterEntryDesign = [
      ...pipe1,
      { ...pipe1[0]!, pipeNo: 2, from: -0.5, to: 32, od: 50, wallThickness: 4, id: 42 },
      { ...pipe1[1]!, pipeNo: 2, from: 32, to: 38, od: 50, wallThickness: 4, id: 42 },
    ];
    const res = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0, report));
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfOf(work.id, 'two-pipe-monitoring');
    expect(diagramPage(text, 'Bore Construction Diagram, Pipe 1')).toContain('Screen PVC');
    const pipe2 = diagramPage(text, 'Bore Construction Diagram, Pipe 2');
    expect(pipe2).toContain('OD 50 mm');
    expect(pipe2).toMatch(/Screen[^\n]*32\s+38/);
  });
});
