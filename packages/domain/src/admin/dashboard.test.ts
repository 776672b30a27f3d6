import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '../auth/roles';
import {
  bcrPdfFileName,
  dashboardGrid,
  dataSourceLabel,
  pastWorksLimit,
  personName,
  showDrillingCompanyColumn,
} from './dashboard';

describe('dashboard rows', () => {
  it.each<[number | boolean | null | undefined, string]>([
    [1, 'Hydstra'],
    [true, 'Hydstra'],
    [0, 'Driller Portal'],
    [null, 'Driller Portal'],
    [undefined, 'Driller Portal'],
  ])('data source of hydstra %s is %s', (hydstra, label) => {
    expect(dataSourceLabel(hydstra)).toBe(label);
  });

  it.each<[number | null | undefined, 'current' | 'past']>([
    [2, 'past'],
    [1, 'current'],
    [null, 'current'],
    [undefined, 'current'],
  ])('formStatus %s belongs to %s works', (formStatus, grid) => {
    expect(dashboardGrid({ formStatus })).toBe(grid);
  });

  it.each<[RoleId, number | null, boolean]>([
    [ROLE.superAdmin, null, false],
    [ROLE.drillingCompanyAdmin, 100, true],
    [ROLE.driller, 100, true],
    [ROLE.regulator, 100, true],
    [ROLE.readOnlyAll, 100, true],
    [ROLE.hydrogeologist, 100, true],
  ])('role %i: past works limit %s, Drilling Company column %s', (roleId, limit, column) => {
    expect(pastWorksLimit({ roleId, isDCA: false })).toBe(limit);
    expect(showDrillingCompanyColumn({ roleId, isDCA: false })).toBe(column);
  });

  it.each([
    [{ firstName: 'Jo', lastName: 'Smith' }, 'Jo Smith'],
    [{ firstName: ' Jo ', lastName: null }, 'Jo'],
    [null, ''],
  ])('person name of %j is %j', (person, name) => {
    expect(personName(person)).toBe(name);
  });

  it.each([
    [{ workApprovalNo: '80WA123456', workId: 2, gwNo: 'GW100', formAId: 55 }, '80WA123456_2_GW100_55.pdf'],
    [{ workApprovalNo: '80WA123456', workId: '2', gwNo: null, formAId: 55 }, '80WA123456_2_55.pdf'],
    [{ workApprovalNo: '80/WA 1', workId: null, formAId: 9 }, '80-WA-1_9.pdf'],
  ])('PDF file name of %j', (row, name) => {
    expect(bcrPdfFileName(row)).toBe(name);
  });
});
