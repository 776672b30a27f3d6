import { describe, expect, it } from 'vitest';
import { validReport } from '../testing/bcr-factory';
import { pageFields } from './section-fields';
import { BCR_ROW_TABLES } from './section-tables';

const tableOf = (title: string) => BCR_ROW_TABLES.find((t) => t.text(validReport(), false).title === title)!;

describe('the row tables the wizard and the PDF share', () => {
  it('names codes and leaves deleted rows out', () => {
    const report = validReport();
    const lithology = tableOf('Lithology').text(report, false);
    expect(lithology.headers).toEqual(['Depth From (m)', 'Depth To (m)', 'Rock Type', 'Colour', 'Grain Size', 'Texture', 'Additional Information']);
    expect(lithology.rows.length).toBe(report.lithology.length);
    expect(lithology.rows[0]?.[2]).not.toMatch(/^\d+$/);
    report.lithology[0]!.status = 'deleted';
    expect(tableOf('Lithology').text(report, false).rows.length).toBe(report.lithology.length - 1);
  });

  it('adds the Hydstra columns for a Hydstra work only', () => {
    const table = tableOf('Water Bearing Zones');
    expect(table.text(validReport(), false).headers).not.toContain('Yield Description');
    expect(table.text(validReport(), true).headers).toContain('Yield Description');
  });

  it('adds a Pipe column when the rows belong to several pipes', () => {
    const report = validReport();
    const rows = report.waterEntryDesign;
    expect(tableOf('Water Entry Design').text(report, false).headers[0]).not.toBe('Pipe');
    rows.push({ ...rows[0]!, pipeNo: 2 });
    const text = tableOf('Water Entry Design').text(report, false);
    expect(text.headers[0]).toBe('Pipe');
    expect(text.rows.at(-1)?.[0]).toBe('2');
  });

  it('prints a page’s filled fields with the wizard’s labels, blanks left out', () => {
    const report = validReport();
    report.summary.assistantDriller = null;
    const labels = pageFields('summary', report).map((f) => f.label);
    expect(labels).toContain('Completion Date');
    expect(labels).not.toContain('Assistant Driller(s)');
  });

  it('prints no chemical of a bore development marked Not Applicable (one stored before the mark cleared it)', () => {
    const report = validReport();
    report.boreDevelopment = { chemicalUsed: 1, name: 'Sodium polyphosphate', rows: [] };
    expect(pageFields('boreDevelopment', report).map((f) => f.value)).toEqual(['Yes', 'Sodium polyphosphate']);
    report.summary.boreDevelopmentMarkNotApplicable = 1;
    expect(pageFields('boreDevelopment', report)).toEqual([{ label: 'This section', value: 'Not Applicable' }]);
  });
});
