import { describe, expect, it } from 'vitest';
import { context, validReport } from '../../testing/bcr-factory';
import { canAddPumpingTest, pumpingTestIssues } from './pumping-test.rules';
import { pumpingTestRowSchema, type PumpingTestRow } from './pumping-test.schema';

const rows = () => validReport().pumpingTest;

describe('pumpingTestIssues', () => {
  it('passes a valid test', () => {
    expect(pumpingTestIssues(rows(), context())).toEqual([]);
  });

  it.each<[string, Partial<PumpingTestRow>, string, string]>([
    ['test type required', { testType: null }, 'pumpingTest.0.testType', 'Required'],
    ['date required', { date: null }, 'pumpingTest.0.date', 'Required'],
    ['date not in future', { date: '2024-06-02' }, 'pumpingTest.0.date', 'Please enter a value for date not in future.'],
    ['duration hours required', { durationOfTestHour: null }, 'pumpingTest.0.durationOfTestHour', 'Required'],
    ['recovery minutes required', { recoveryTimeTakenMin: null }, 'pumpingTest.0.recoveryTimeTakenMin', 'Required'],
  ])('%s', (_name, change, path, message) => {
    const r = rows();
    Object.assign(r[0]!, change);
    expect(pumpingTestIssues(r, context())).toEqual([{ path, message, severity: 'error' }]);
  });

  it.each([
    ['stepped test, last saved row', 2, 'existing', 0, true],
    ['single stage first test', 1, 'existing', 0, false],
    ['unsaved last row', 2, 'new', 0, false],
  ] as const)('add next: %s', (_name, testType, status, index, expected) => {
    const r = [{ ...rows()[0]!, testType, status }];
    expect(canAddPumpingTest(r, index)).toBe(expected);
  });

  it.each([
    [{ pumpingRate: 123456789 }, 'Maximum 8 digits allowed before the decimal point'],
    [{ durationOfTestHour: 123 }, 'Maximum 2 digits allowed before the decimal point'],
  ])('limits %j', (input, message) => {
    const r = pumpingTestRowSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});
