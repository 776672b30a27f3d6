import { describe, expect, it } from 'vitest';
import { bcrReportSchema } from '../report.schema';
import { validReportInput } from '../testing/bcr-factory';
import { boreDiagram } from './bore-diagram';
import { niceDepthTicks } from './depth-ticks';

describe('boreDiagram', () => {
  it('draws a drilled, cased and screened bore with gravel pack from its own rows', () => {
    const d = boreDiagram(bcrReportSchema.parse(validReportInput()));
    expect(d.bottom).toBe(60);
    expect(d.ticks).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(d.lithology).toEqual([
      { from: 0, to: 30, rockType: 1, label: 'Topsoil' },
      { from: 30, to: 60, rockType: 2, label: 'Clay' },
    ]);
    expect(d.hole.map((h) => [h.from, h.to, h.diameter])).toEqual([[0, 30, 200], [30, 60, 150]]);
    expect(d.strings.map((s) => [s.kind, s.from, s.to])).toEqual([['casing', 0, 40], ['casing', 0, 40], ['screen', 40, 55]]);
    expect(d.gravel).toEqual([{ from: 35, to: 55, label: 'Gravel pack' }]);
    expect(d.seals).toEqual([{ from: 0, to: 35, label: 'Cement grout' }]);
    expect(d.zones.map((z) => [z.from, z.to])).toEqual([[40, 50]]);
    expect(d.conflicts).toEqual([]);
  });

  it('draws an excavated well: the pit as the hole and its lining as a string', () => {
    const input = validReportInput();
    input.drillingDetails = [];
    input.casingLiner = [];
    input.waterEntryDesign = [];
    input.waterBearingZones = [];
    input.excavationDetails = [
      { status: 'new', excavationOrLining: 1, drillingMethod: 2, boreShapeType: 2, diameter: 1200, from: 0, to: 8 },
      { status: 'new', excavationOrLining: 2, material: 1, boreShapeType: 2, diameter: 1000, from: 0, to: 9 },
      { status: 'new', excavationOrLining: 1, drillingMethod: 2, boreShapeType: 1, length: 2, width: 1.5, from: 8, to: 9 },
    ];
    const d = boreDiagram(bcrReportSchema.parse(input));
    expect(d.hole.map((h) => [h.from, h.to, h.diameter, h.label])).toEqual([
      [0, 8, 1200, '1200 mm excavation'],
      [8, 9, 2000, '2 x 1.5 m excavation'],
    ]);
    expect(d.strings.map((s) => [s.kind, s.from, s.to, s.od])).toEqual([['casing', 0, 9, 1000]]);
    expect(d.strings[0]?.label).toMatch(/^Lining/);
    // The excavation rules want the lining below the pit: no conflict.
    expect(d.conflicts).toEqual([]);
  });

  it('draws what it can of contradictory depths and marks each conflict', () => {
    const input = validReportInput();
    input.lithology![1]!.depthFrom = 25;
    input.waterEntryDesign![1]!.to = 70;
    input.gravelPack![0]!.depthFrom = 58;
    const d = boreDiagram(bcrReportSchema.parse(input));
    expect(d.conflicts.map((c) => c.message)).toEqual([
      'Lithology rows overlap between 25 m and 30 m',
      'Gravel pack: From 58 m is below To 55 m',
      expect.stringMatching(/reaches 70 m, below the hole drilled to 60 m$/),
    ]);
    expect(d.gravel).toEqual([]);
    expect(d.bottom).toBe(70);
    expect(d.lithology).toHaveLength(2);
  });

  it('leaves out deleted rows and draws only the chosen pipe', () => {
    const input = validReportInput();
    input.lithology![1]!.status = 'deleted';
    input.waterEntryDesign = [
      { status: 'existing', screenType: 0, from: 0, to: 20, od: 50, pipeNo: 1 },
      { status: 'existing', screenType: 1, from: 20, to: 30, od: 50, pipeNo: 2 },
    ];
    const report = bcrReportSchema.parse(input);
    expect(boreDiagram(report).lithology).toHaveLength(1);
    expect(boreDiagram(report, 2).strings.map((s) => s.kind)).toEqual(['casing', 'screen']);
  });

  it('picks round depth labels', () => {
    expect(niceDepthTicks(0)).toEqual([0]);
    expect(niceDepthTicks(7.5)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(niceDepthTicks(120)).toEqual([0, 20, 40, 60, 80, 100, 120]);
  });
});
