import { describe, expect, it } from 'vitest';
import { bcrReportSchema } from '@driller/domain';
import { fullReport } from '../../../test/bcr-factory';
import { buildExportFiles, type ExportFile } from './hydstra-export-files';
import { checkImportFiles } from './hydstra-import-checks';
import { parseCsv } from './hydstra-csv';

const files = () =>
  buildExportFiles({
    exportId: 7,
    submissionId: 3,
    formAId: 12,
    formStatus: 2,
    submittedAt: new Date('2024-03-04T05:06:07Z'),
    submittedBy: 'Dan Walsh',
    exceptionReasonCodes: [],
    report: bcrReportSchema.parse({ ...fullReport(), summary: { ...fullReport().summary, workApprovalNo: '80WA 123/456', workId: '7700001', gwNo: null } }),
  });

/** The export with one table's CSV replaced by `edit` of its text. */
const withTable = (name: string, edit: (csv: string) => string): ExportFile[] =>
  files().map((f) => (f.fileName.endsWith(`_${name}.csv`) ? { ...f, bytes: Buffer.from(edit(f.bytes.toString())) } : f));

describe('the export files', () => {
  it('are named from the approval number, work id and form id, the approval made safe for a file name', () => {
    expect(files().map((f) => f.fileName).slice(0, 3)).toEqual(['80WA-123-456_7700001_12.json', '80WA-123-456_7700001_12_HOLE.csv', '80WA-123-456_7700001_12_PIPE.csv']);
  });

  it('quote text holding commas, quotes or line ends, and read back the same', () => {
    const report = bcrReportSchema.parse(fullReport());
    report.lithology[0]!.additionalInformation = 'clay, "sticky"\nwet';
    const [, , , , lithology] = buildExportFiles({ ...{ exportId: 1, submissionId: 1, formAId: 1, formStatus: 2, submittedAt: new Date(), submittedBy: 'x', exceptionReasonCodes: [] }, report });
    expect(lithology!.bytes.toString()).toContain('"clay, ""sticky""\nwet"');
    const [header, first] = parseCsv(lithology!.bytes.toString());
    expect(first![header!.indexOf('DESCRIPTION')]).toBe('clay, "sticky"\nwet');
  });
});

describe('the embedded importer checks', () => {
  it('accept the export as written', () => {
    expect(checkImportFiles(files())).toEqual([]);
  });

  it.each([
    ['a missing column', 'LITHOLOGY', (csv: string) => csv.replace('ROCKTYPE', 'ROCK'), ['LITHOLOGY: required columns missing: ROCKTYPE']],
    ['a depth that is not a number', 'LITHOLOGY', (csv: string) => csv.replace('BCR12,1,0,30,', 'BCR12,1,zero,30,'), ['LITHOLOGY row 1: FROMDEPTH is not a number']],
    ['an empty depth', 'AQUIFER', (csv: string) => csv.replace(/^(BCR12,1,)[^,]+,/m, '$1,'), ['AQUIFER row 1: FROMDEPTH is not a number']],
    ['from below to', 'LITHOLOGY', (csv: string) => csv.replace('BCR12,1,0,30,', 'BCR12,1,31,30,'), ['LITHOLOGY row 1: FROMDEPTH 31 is below TODEPTH 30', 'LITHOLOGY row 2: out of depth order (FROMDEPTH 30 after 31)']],
    ['rows out of depth order', 'LITHOLOGY', (csv: string) => csv.replace('BCR12,1,0,30,', 'BCR12,1,40,50,'), ['LITHOLOGY row 2: out of depth order (FROMDEPTH 30 after 40)']],
    ['an empty station', 'PIPE', (csv: string) => csv.replace('BCR12,1,1', ',1,1'), ['PIPE row 1: STATION is empty']],
  ])('refuse %s', (_name, table, edit, errors) => {
    expect(checkImportFiles(withTable(table, edit))).toEqual(errors);
  });

  it('refuse a batch without its JSON or with a table missing', () => {
    expect(checkImportFiles(files().filter((f) => !f.fileName.endsWith('.json')))).toEqual(['Expected one JSON file, found 0']);
    expect(checkImportFiles(files().filter((f) => !f.fileName.endsWith('_GRAVEL.csv')))).toEqual(['GRAVEL: file missing']);
  });

  it('refuse JSON that is not the portal export', () => {
    const broken = files().map((f) => (f.fileName.endsWith('.json') ? { ...f, bytes: Buffer.from('{"format":{"name":"other"}}') } : f));
    expect(checkImportFiles(broken)).toEqual(['80WA-123-456_7700001_12.json: not a driller-portal-bcr export']);
  });
});
