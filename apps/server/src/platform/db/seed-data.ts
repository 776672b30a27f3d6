import { ROLE, type RoleId } from '@driller/domain';

/** Every demo account shares this password (listed in the README). */
export const DEMO_PASSWORD = 'Driller#2026';

export interface DemoOrganisation {
  name: string;
  abnOrAcn: string;
  superAdmin: 0 | 1;
  email: string;
  phone: string;
  address: string;
}

export const REGULATOR_ORG = 'WaterNSW';
export const DRILLING_COMPANY = 'Aquifer Drilling Pty Ltd';

export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  { name: REGULATOR_ORG, abnOrAcn: '21 147 934 787', superAdmin: 1, email: 'customer.helpdesk@demo.waternsw.example', phone: '1300 662 077', address: '169 Macquarie Street, Parramatta NSW 2150' },
  { name: DRILLING_COMPANY, abnOrAcn: '53 004 085 616', superAdmin: 0, email: 'office@aquiferdrilling.example', phone: '02 6882 4410', address: '14 Cobra Street, Dubbo NSW 2830' },
  { name: 'Western Plains Bores Pty Ltd', abnOrAcn: '61 102 775 903', superAdmin: 0, email: 'admin@westernplainsbores.example', phone: '02 6962 1180', address: '88 Banna Avenue, Griffith NSW 2680' },
];

export interface DemoAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: RoleId;
  organisation: string | null;
  workMobile: string;
  driller?: { licenceNo: string; licenceClass: string; endorsements: string; isDCA: boolean };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'superadmin', email: 'superadmin@demo.driller-portal.example', firstName: 'Sarah', lastName: 'Mitchell', roleId: ROLE.superAdmin, organisation: REGULATOR_ORG, workMobile: '0412 000 001' },
  { username: 'companyadmin', email: 'companyadmin@demo.driller-portal.example', firstName: 'Craig', lastName: 'Donovan', roleId: ROLE.drillingCompanyAdmin, organisation: DRILLING_COMPANY, workMobile: '0412 000 002' },
  { username: 'regulator', email: 'regulator@demo.driller-portal.example', firstName: 'Rachel', lastName: 'Nguyen', roleId: ROLE.regulator, organisation: REGULATOR_ORG, workMobile: '0412 000 003' },
  { username: 'readonly', email: 'readonly@demo.driller-portal.example', firstName: 'Oliver', lastName: 'Reid', roleId: ROLE.readOnlyAll, organisation: REGULATOR_ORG, workMobile: '0412 000 004' },
  {
    username: 'dl1234', email: 'driller@demo.driller-portal.example', firstName: 'Dan', lastName: 'Walsh', roleId: ROLE.driller, organisation: DRILLING_COMPANY, workMobile: '0412 000 005',
    driller: { licenceNo: 'DL 1234', licenceClass: 'Class 3', endorsements: 'Cable tool, Rotary air, Rotary mud', isDCA: false },
  },
  {
    username: 'dl2345', email: 'dca.driller@demo.driller-portal.example', firstName: 'Kate', lastName: 'Brennan', roleId: ROLE.driller, organisation: DRILLING_COMPANY, workMobile: '0412 000 006',
    driller: { licenceNo: 'DL 2345', licenceClass: 'Class 4', endorsements: 'Rotary air, Rotary mud, Auger', isDCA: true },
  },
  { username: 'hydro', email: 'hydrogeologist@demo.driller-portal.example', firstName: 'Hugh', lastName: 'Parker', roleId: ROLE.hydrogeologist, organisation: REGULATOR_ORG, workMobile: '0412 000 007' },
];
