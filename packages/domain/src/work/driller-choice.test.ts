import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { drillerChoice, holeDrillerCompanyIssues, mayChooseDriller, transferRefusal } from './driller-choice';
import { WORK_DECIDED_MESSAGES } from './messages';

const driller = { roleId: ROLE.driller, isDCA: false, drillerId: 1, organisationId: 10 };
const dca = { ...driller, isDCA: true };
const companyAdmin = { roleId: ROLE.drillingCompanyAdmin, isDCA: false, drillerId: null, organisationId: 10 };
const superAdmin = { roleId: ROLE.superAdmin, isDCA: false, drillerId: null, organisationId: null };
const colleague = { drillerId: 2, organisationId: 10 };
const stranger = { drillerId: 3, organisationId: 20 };

describe('drillerChoice', () => {
  it.each([
    [driller, 'self'],
    [dca, 'company'],
    [companyAdmin, 'company'],
    [superAdmin, 'all'],
    [{ ...driller, roleId: ROLE.regulator }, 'all'],
  ] as const)('%j chooses from %s', (viewer, choice) => {
    expect(drillerChoice(viewer)).toBe(choice);
  });
});

describe('mayChooseDriller and transferRefusal', () => {
  it.each([
    [driller, { drillerId: 1, organisationId: 10 }, true],
    [driller, colleague, false],
    [dca, colleague, true],
    [dca, stranger, false],
    [companyAdmin, stranger, false],
    [superAdmin, stranger, true],
  ] as const)('%j may choose %j: %s', (viewer, target, offered) => {
    expect(mayChooseDriller(viewer, target)).toBe(offered);
  });
  it('refuses a plain driller any transfer; company moves are left to drillerChangeOutcome', () => {
    expect(transferRefusal(driller, colleague)).toBe(WORK_DECIDED_MESSAGES.transferNotOffered);
    expect(transferRefusal(driller, { drillerId: 1, organisationId: 10 })).toBeNull();
    expect(transferRefusal(dca, stranger)).toBeNull();
  });
});

describe('holeDrillerCompanyIssues', () => {
  const companies = new Map<number, number | null>([
    [1, 10],
    [2, 10],
    [3, 20],
    [4, null],
  ]);
  it('accepts the work driller and drillers of the same company', () => {
    expect(holeDrillerCompanyIssues([1, 2, null], { drillerId: 1, organisationId: 10 }, companies)).toEqual([]);
  });
  it('refuses a driller of another company or of none, naming the row', () => {
    expect(holeDrillerCompanyIssues([1, 3, 4], { drillerId: 1, organisationId: 10 }, companies).map((i) => [i.path, i.message])).toEqual([
      ['workDetailsMonitoring.1.driller', "Row#2 : The hole's driller must be a driller of the work's company."],
      ['workDetailsMonitoring.2.driller', "Row#3 : The hole's driller must be a driller of the work's company."],
    ]);
  });
  it('a work driller without a company may list only themself', () => {
    expect(holeDrillerCompanyIssues([4, 2], { drillerId: 4, organisationId: null }, companies)).toHaveLength(1);
  });
});
