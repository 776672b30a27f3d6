import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../auth/roles';
import { summarySchema, type BcrSummary } from './summary.schema';
import { context } from '../../testing/bcr-factory';
import { summaryBlocksNavigation, summaryConfirmMessage, summaryIssues, summaryWarnings } from './summary.rules';

const summary = (o: Record<string, unknown> = {}): BcrSummary => ({
  ...summarySchema.parse({ boreTypeId: 1, completionDate: '2024-03-01', completedDepth: 60 }),
  ...o,
});
const depths = { drilledDepth: 60, excavatedDepth: null, approvalConditionDate: '2023-06-01' };
const w = (o: object) => ({ workType: { ...context().workType, ...o } });

describe('summaryIssues', () => {
  it('passes a complete summary', () => {
    expect(summaryIssues(summary(), depths, context())).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, object, object, string, string]>([
    ['bore type required', { boreTypeId: null }, {}, depths, 'summary.boreTypeId', 'Required'],
    ['completion date required', { completionDate: null }, {}, depths, 'summary.completionDate', 'Required'],
    ['completed depth required', { completedDepth: null }, {}, depths, 'summary.completedDepth', 'Required'],
    ['completion date in future', { completionDate: '2024-07-01' }, {}, depths, 'summary.completionDate', 'Please enter a value for completion date not in future.'],
    ['completion before conditions', { completionDate: '2023-05-01' }, {}, depths, 'summary.completionDate', 'The completion date must be greater than equal to condition of approval date(01/06/2023).'],
    ['received date in future', { receivedDate: '2024-07-01' }, {}, depths, 'summary.receivedDate', 'Please enter a value for received date not in future.'],
    ['assistant driller too long', { assistantDriller: 'a'.repeat(251) }, {}, depths, 'summary.assistantDriller', 'Maximum allowed characters are 250'],
    ['completed deeper than drilled', { completedDepth: 61 }, {}, depths, 'summary.completedDepth', 'Drilled depth must be greater than completed depth'],
    ['completed deeper than excavated', { completedDepth: 61 }, w({ workAttribute3: 4 }), { ...depths, excavatedDepth: 50 }, 'summary.completedDepth', 'Excavated depth must be greater than completed depth'],
    ['decommission needs decommissioned date', { completionDate: null, completedDepth: null }, w({ workAttribute1: 3 }), depths, 'summary.decommissionedDate', 'Required'],
    ['decommissioned date in future', { decommissionedDate: '2024-07-01' }, w({ workAttribute1: 3 }), depths, 'summary.decommissionedDate', 'Please enter a value for decommissioned date not in future.'],
    ['amended needs comments', { originalCompletionDate: '2020-01-01' }, w({ workAttribute1: 2 }), depths, 'summary.amendedComments', 'Required'],
    ['original completion in future', { originalCompletionDate: '2025-01-01', amendedComments: 'x' }, w({ workAttribute1: 4 }), depths, 'summary.originalCompletionDate', 'Please enter a value for original completion date not in future.'],
  ])('%s', (_name, fields, ctxOverride, d, path, message) => {
    expect(summaryIssues(summary(fields), d as typeof depths, context(ctxOverride))).toEqual([{ path, message, severity: 'error' }]);
  });

  it.each([
    ['regulator may exceed the drilled depth', { completedDepth: 61 }, { roleId: ROLE.regulator }],
    ['excavated depth unknown', { completedDepth: 61 }, w({ workAttribute3: 4 })],
  ])('no issue: %s', (_name, fields, ctxOverride) => {
    expect(summaryIssues(summary(fields), depths, context(ctxOverride))).toEqual([]);
  });

  it.each([
    ['Excavated depth must be greater than completed depth', true],
    ['Drilled depth must be greater than completed depth', false],
  ])('"%s" blocks Next and Previous: %s', (message, expected) => {
    expect(summaryBlocksNavigation([{ path: 'summary.completedDepth', message, severity: 'error' }])).toBe(expected);
  });
});

describe('summaryWarnings', () => {
  const dates = { approvalIssueDate: '2022-06-01', approvalExpiryDate: '2025-01-01' };
  it.each<[string, Record<string, unknown>, string, string]>([
    ['after expiry', { ...dates, completionDate: '2025-02-01' }, 'The completion date (01/02/2025) is after the approval expiry date (01/01/2025).', 'BCR_W_COMPLETION_AFTER_EXPIRY'],
    ['before issue', { ...dates, completionDate: '2022-05-01' }, 'The completion date (01/05/2022) is earlier than the approval issue date (01/06/2022).', 'BCR_W_COMPLETION_BEFORE_ISSUE'],
    ['3 years after issue', { approvalIssueDate: '2020-01-01', completionDate: '2023-01-02' }, 'The completion date (02/01/2023) is more than 3 years after the approval issue date (01/01/2020).', 'BCR_W_COMPLETION_3Y_AFTER_ISSUE'],
    ['received 61 days later', { ...dates, completionDate: '2022-07-01', receivedDate: '2022-08-31' }, 'The received date is more than 60 days from the completion date.', 'BCR_W_RECEIVED_60D_AFTER_COMPLETION'],
  ])('%s', (_name, fields, message, code) => {
    const issues = summaryWarnings(summary(fields));
    expect(issues).toEqual([expect.objectContaining({ message, code, severity: 'warning' })]);
  });

  it.each([
    ['within the dates', { ...dates, completionDate: '2022-12-31', receivedDate: '2023-03-01' }],
    ['received exactly 60 days later', { ...dates, completionDate: '2022-07-01', receivedDate: '2022-08-30' }],
    ['no completion date', { ...dates, completionDate: null }],
  ])('no warning: %s', (_name, fields) => {
    expect(summaryWarnings(summary(fields))).toEqual([]);
  });

  it('builds the confirm ending with the question', () => {
    const issues = summaryWarnings(summary({ ...dates, completionDate: '2025-02-01' }));
    expect(summaryConfirmMessage(issues)).toBe(
      'The completion date (01/02/2025) is after the approval expiry date (01/01/2025).\nDo you want to continue?',
    );
    expect(summaryConfirmMessage([])).toBeNull();
  });
});

describe('summarySchema', () => {
  it.each([
    [{ completedDepth: 'abc' }, 'Required number'],
    [{ completedDepth: 12345 }, 'Maximum 4 digits allowed before the decimal point'],
    [{ assistantDriller: 'a'.repeat(251) }, 'Maximum allowed characters are 250'],
  ])('rejects %j', (fields, message) => {
    const result = summarySchema.safeParse(fields);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('cleans numeric text and blanks', () => {
    expect(summarySchema.parse({ completedDepth: '12.5', finalYield: '' })).toMatchObject({ completedDepth: 12.5, finalYield: null });
  });
});
