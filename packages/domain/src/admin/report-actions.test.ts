import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import {
  decommissionIssues,
  decommissionSchema,
  gwNoUpdateIssues,
  reportActionGate,
  decommissionDateToIso,
  type ReportAction,
  type ReportActionGate,
} from './report-actions';

describe('report actions online and offline', () => {
  it.each<[ReportAction, boolean, ReportActionGate]>([
    ['decommission', true, { kind: 'confirm', message: 'Are you sure you want to Decommission this BCR?' }],
    ['updateGwNo', true, { kind: 'confirm', message: 'Are you sure you want to Update GW No for this BCR?' }],
    ['delete', true, { kind: 'confirm', message: 'Are you sure you want to delete this BCR?' }],
    ['decommission', false, { kind: 'blocked', message: 'You cannot Decommission BCR in offline mode.' }],
    ['updateGwNo', false, { kind: 'blocked', message: 'You cannot Update GW No in offline mode.' }],
    ['delete', false, { kind: 'blocked', message: 'You cannot delete BCR in offline mode.' }],
  ])('%s when online is %s', (action, online, expected) => {
    expect(reportActionGate(action, online)).toEqual(expected);
  });
});

describe('decommission', () => {
  const err = (message: string): Issue => ({ path: 'decommissionedDate', message, severity: 'error' });
  it.each<[string | null, Issue[]]>([
    ['15/06/2025', []],
    ['2025-06-15', []],
    [null, [err('Decommissioned date is mandatory.')]],
    ['  ', [err('Decommissioned date is mandatory.')]],
    ['31/02/2025', [err('Invalid Date Format. Please correct and submit again.')]],
    ['2025-6-15', [err('Invalid Date Format. Please correct and submit again.')]],
    ['yesterday', [err('Invalid Date Format. Please correct and submit again.')]],
  ])('date %j', (date, expected) => {
    expect(decommissionIssues(date)).toEqual(expected);
  });

  it.each([
    ['15/06/2025', '2025-06-15'],
    [' 2025-06-15 ', '2025-06-15'],
    ['15-06-2025', null],
  ])('decommissionDateToIso(%s) is %s', (value, expected) => {
    expect(decommissionDateToIso(value)).toBe(expected);
  });

  it('the schema sends the date as ISO and refuses a missing one', () => {
    expect(decommissionSchema.parse({ formAGuId: 'g-1', decommissionedDate: '01/02/2024' })).toEqual({
      formAGuId: 'g-1',
      decommissionedDate: '2024-02-01',
    });
    const result = decommissionSchema.safeParse({ formAGuId: 'g-1', decommissionedDate: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Decommissioned date is mandatory.']);
  });
});

describe('Update GW No value (spec 3)', () => {
  it.each<[string | null, string[]]>([
    ['GW123456', []],
    ['  ', ['Gw no is mandatory.']],
    [null, ['Gw no is mandatory.']],
  ])('%j', (value, messages) => {
    expect(gwNoUpdateIssues(value).map((i) => i.message)).toEqual(messages);
  });
});
