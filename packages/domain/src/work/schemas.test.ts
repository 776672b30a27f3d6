import { describe, expect, it } from 'vitest';
import { monitoringHoleSchema, workSaveSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('workSaveSchema', () => {
  it('fills defaults and rounds coordinates to 6 decimals', () => {
    const parsed = workSaveSchema.parse({ actualLatitude: -33.12345678, actualLongitude: 151.1234564 });
    expect(parsed).toMatchObject({
      formAId: 0,
      formStatus: 1,
      hydstra: false,
      approvalNumberSupplied: true,
      searchState: 0,
      workDetailsMonitoring: [],
      actualLatitude: -33.123457,
      actualLongitude: 151.123456,
    });
  });

  it('accepts a full work with its type and holes', () => {
    const result = workSaveSchema.safeParse({
      formAId: 5,
      version: 3,
      workApprovalNo: '90WA123456',
      workId: 'W1',
      gwNo: 'GW1',
      workName: 'x'.repeat(500),
      referenceNo: 'r'.repeat(50),
      workType: { workAttribute1: { id: 1, name: 'New' }, workAttribute2: { id: 2 }, workAttribute3: { id: 6 } },
      approvalConditions: { approvalConditionsId: 1, approvalConditionStatus: 1 },
      workDetailsMonitoring: [{ actualLatitude: -33, actualLongitude: 151, holeType: 1, noOfPipes: 2, driller: 7 }],
    });
    expect(result.success).toBe(true);
    expect(result.data?.workType?.deleteCasingSupport).toBe('0');
  });

  it.each<[string, object, [string, string][]]>([
    ['a 501-character work name', { workName: 'x'.repeat(501) }, [['workName', 'Maximum allowed characters are 500']]],
    ['a 51-character reference no', { referenceNo: 'r'.repeat(51) }, [['referenceNo', 'Maximum allowed characters are 50']]],
    ['a latitude outside NSW', { approvedLatitude: -20 }, [['approvedLatitude', 'Enter values between -37.505385 and -28.157094 for latitude']]],
    ['a longitude outside NSW', { actualLongitude: 100 }, [['actualLongitude', 'Enter values between 140.995306 and 153.638730 for longitude']]],
    ['a hole with 7 pipes', { workDetailsMonitoring: [{ noOfPipes: 7 }] }, [['workDetailsMonitoring.0.noOfPipes', 'No of Pipes must be between 2 and 6.']]],
  ])('refuses %s', (_label, input, expected) => {
    expect(messages(workSaveSchema.safeParse(input))).toEqual(expected);
  });

  it.each<[string, object]>([
    ['form status 6', { formStatus: 6 }],
    ['work attribute id 9', { workType: { workAttribute1: { id: 9 } } }],
    ['search state 3', { searchState: 3 }],
    ['negative distance', { distance: -1 }],
  ])('refuses %s', (_label, input) => {
    expect(workSaveSchema.safeParse(input).success).toBe(false);
  });
});

describe('monitoringHoleSchema', () => {
  it.each<[object, boolean]>([
    [{ holeType: 2, noOfPipes: null }, true],
    [{ holeType: 3 }, false],
    [{ noOfPipes: 1 }, false],
    [{ actualLatitude: -33.123456, actualLongitude: 151.123456 }, true],
  ])('%j valid: %s', (row, ok) => {
    expect(monitoringHoleSchema.safeParse(row).success).toBe(ok);
  });

  // The holes table refuses a 7th decimal; the API must refuse it too, not round and save it.
  it.each<[object, string]>([
    [{ actualLatitude: -33.1234567 }, 'Enter latitude in degree decimals upto 6 decimal places'],
    [{ actualLongitude: 151.1234567 }, 'Enter longitude in degree decimals upto 6 decimal places'],
    [{ actualLatitude: -20.5 }, 'Enter values between -37.505385 and -28.157094 for latitude'],
  ])('%j is refused with the spec message', (row, message) => {
    const parsed = monitoringHoleSchema.safeParse(row);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});
