import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@driller/domain';
import { checkDriller, emptyDriller, expiryText, valuesOf, type DrillerDraft } from './driller-draft';

const today = '2026-11-23';
const filled = (overrides: Partial<DrillerDraft> = {}): DrillerDraft => ({
  ...emptyDriller(),
  drillerStatus: '2',
  drillerFirstName: 'Mia',
  drillerLastName: 'Cooper',
  drillerLicenseNo: 'DL 5678',
  drillerLicenseFrom: '01/07/2025',
  licenseClassId: '2',
  drillingEndorsements: ['1'],
  username: 'dl5678',
  ...overrides,
});

describe('driller draft', () => {
  it('shows the licence expiry three years after licence-from, and nothing for an unreadable date', () => {
    expect(expiryText('01/07/2025')).toBe('01/07/2028');
    expect(expiryText('31/02/2025')).toBe('');
  });

  it('turns the inputs into the domain values', () => {
    expect(valuesOf(filled(), 7)).toMatchObject({
      drillerId: 7,
      drillerStatus: 2,
      drillerLicenseFrom: '2025-07-01',
      licenseClassId: 2,
      drillingEndorsements: [1],
      roleId: 5,
    });
  });

  it('puts field rules beside fields and the status rules apart', () => {
    expect(checkDriller(filled(), null, today)).toEqual({ fields: [], status: [] });
    const licence = checkDriller(filled({ drillerLicenseNo: 'DL 123' }), null, today);
    expect(licence.fields.map((i) => i.message)).toEqual([ADMIN_MESSAGES.nswLicence]);
    const future = checkDriller(filled({ drillerLicenseFrom: '01/01/2030' }), null, today);
    expect(future.status.map((i) => i.message)).toEqual([ADMIN_MESSAGES.activeFutureFrom]);
  });

  it('says an unreadable licence-from date is invalid rather than missing', () => {
    const result = checkDriller(filled({ drillerLicenseFrom: '2025-07-01' }), null, today);
    expect(result.fields).toEqual([
      { path: 'drillerLicenseFrom', message: ADMIN_MESSAGES.invalidDate, severity: 'error' },
    ]);
    expect(result.status).toEqual([]);
  });
});
