import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { context, validReport } from '../../testing/bcr-factory';
import { DRILLING_METHODS } from './drilling-details.constants';
import { drilledDepth, drillingDetailsIssues, newDrillingDetailsRow } from './drilling-details.rules';
import type { DrillingDetailsRow } from './drilling-details.schema';

const rows = () => validReport().drillingDetails;

describe('drillingDetailsIssues', () => {
  it('passes valid rows', () => {
    expect(drillingDetailsIssues(rows(), context())).toEqual([]);
  });

  it.each<[string, (r: DrillingDetailsRow[]) => void, string, string]>([
    ['from required', (r) => { r[0]!.from = null; }, 'drillingDetails.0.from', 'Required'],
    ['from equals previous to', (r) => { r[1]!.from = 31; }, 'drillingDetails.1.from', '"From" must equal "To" of the previous section'],
    ['to greater than from', (r) => { r[1]!.to = 30; }, 'drillingDetails.1.to', '"To" must be greater than "From"'],
    ['to less than next to', (r) => { r[0]!.to = 60; r[1]!.from = 60; r[1]!.to = 59; }, 'drillingDetails.0.to', '"To" must be less than "To" of the next section'],
    ['diameter required', (r) => { r[0]!.diameter = null; }, 'drillingDetails.0.diameter', 'Required'],
    ['diameter not above previous', (r) => { r[1]!.diameter = 250; }, 'drillingDetails.1.diameter', 'Diameter must not be greater than the diameter of the previous section'],
    ['method required', (r) => { r[1]!.drillingMethodId = null; }, 'drillingDetails.1.drillingMethodId', 'Required'],
  ])('%s', (_name, mutate, path, message) => {
    const r = rows();
    mutate(r);
    expect(drillingDetailsIssues(r, context())).toContainEqual({ path, message, severity: 'error' });
  });

  it('regulator: free from and optional method', () => {
    const r = rows();
    r[1]!.from = 10;
    r[1]!.drillingMethodId = null;
    expect(drillingDetailsIssues(r, context({ roleId: ROLE.regulator }))).toEqual([]);
  });

  it('lists the 15 methods from hollow flight auger to water jetting', () => {
    expect(DRILLING_METHODS).toHaveLength(15);
    expect([DRILLING_METHODS[0]?.name, DRILLING_METHODS[14]?.name]).toEqual(['Hollow Flight Auger', 'Water Jetting']);
  });
});

describe('newDrillingDetailsRow and drilledDepth', () => {
  it.each([
    ['driller first row', undefined, ROLE.driller, { from: 0, diameter: null, drillingMethodId: null }],
    ['driller next row copies diameter and method', rows()[1], ROLE.driller, { from: 60, diameter: 150, drillingMethodId: 1 }],
    ['regulator next row is blank', rows()[1], ROLE.regulator, { from: null, diameter: null, drillingMethodId: null }],
  ])('%s', (_name, previous, role, expected) => {
    expect(newDrillingDetailsRow(previous, role)).toMatchObject({ status: 'new', fluidLoss: 0, ...expected });
  });

  it.each([
    [rows(), 60],
    [[], null],
  ])('drilled depth is the deepest to', (r, expected) => {
    expect(drilledDepth(r)).toBe(expected);
  });
});
