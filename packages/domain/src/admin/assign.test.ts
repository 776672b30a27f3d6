import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import {
  addDrillerRowIssues,
  assignCompanyIssues,
  assignDrillerIssues,
  assignResultMessage,
  associateSelf,
  companyChangeDecision,
  type AssociateOutcome,
  type CompanyChangeDecision,
  type PendingBcrCheck,
} from './assign';

const err = (path: string, message: string): Issue => ({ path, message, severity: 'error' });

describe('assign driller to company', () => {
  it.each<[number | null, Issue[]]>([
    [4, []],
    [null, [err('organisationId', 'Please select company from dropdown list')]],
    [0, [err('organisationId', 'Please select company from dropdown list')]],
  ])('company %s', (organisationId, expected) => {
    expect(assignCompanyIssues(organisationId)).toEqual(expected);
  });

  it.each<[number | undefined, Issue[]]>([
    [12, []],
    [undefined, [err('drillerId', 'Please select driller from the dropdown list.')]],
    [-1, [err('drillerId', 'Please select driller from the dropdown list.')]],
  ])('driller %s', (drillerId, expected) => {
    expect(assignDrillerIssues(drillerId)).toEqual(expected);
  });

  it.each<[{ isNew: boolean }[], Issue[]]>([
    [[], []],
    [[{ isNew: false }, { isNew: false }], []],
    [[{ isNew: true }, { isNew: false }], [err('drillers', 'Please edit/remove the first row before adding new driller.')]],
  ])('adding a row to %j', (rows, expected) => {
    expect(addDrillerRowIssues(rows)).toEqual(expected);
  });

  it.each([
    [true, 'Driller is assigned to the company.'],
    [false, 'Error in assigning driller to company.'],
  ])('result %s says %s', (success, message) => {
    expect(assignResultMessage(success)).toBe(message);
  });
});

describe('assign myself to a company', () => {
  const pending = 'You have pending BCR submissions on behalf of your present company. Please complete the submission before you can change the company.';
  it.each<[number | null, number, boolean, AssociateOutcome]>([
    [null, 2, false, { kind: 'save' }],
    [3, 2, false, { kind: 'save' }],
    [2, 2, false, { kind: 'refuse', message: 'User already assigned to company' }],
    [null, 9, false, { kind: 'refuse', message: 'Company not found' }],
    // Reports pending under the present company keep the driller there (spec 3); none to leave without one.
    [3, 2, true, { kind: 'refuse', message: pending }],
    [null, 2, true, { kind: 'save' }],
  ])('from %s to %i (pending reports: %s)', (currentOrganisationId, chosenOrganisationId, pendingBcr, expected) => {
    expect(associateSelf({ currentOrganisationId, chosenOrganisationId, companyIds: [2, 3], pendingBcr })).toEqual(expected);
  });
});

describe('changing a driller company', () => {
  const check = (sameCompany: boolean, pendingBcr: boolean): PendingBcrCheck => ({ sameCompany, pendingBcr });
  it.each<[number | null, PendingBcrCheck, CompanyChangeDecision]>([
    [null, check(false, true), { kind: 'proceed' }],
    [5, check(true, true), { kind: 'proceed' }],
    [
      5,
      check(false, true),
      {
        kind: 'blocked',
        message:
          'You have pending BCR submissions on behalf of your present company. Please complete the submission before you can change the company.',
      },
    ],
    [
      5,
      check(false, false),
      {
        kind: 'confirm',
        message:
          'Are sure you want to change the drilling company Rural Drilling ? This will impact all your new BCR submissions. Click Ok to continue and Cancel to stop.',
      },
    ],
  ])('driller %s with %j', (drillerId, pending, expected) => {
    expect(companyChangeDecision({ drillerId, companyName: 'Rural Drilling', check: pending })).toEqual(expected);
  });
});
