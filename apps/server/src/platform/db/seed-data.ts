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

/** A company admin who signed up and is waiting for (or was refused) the Super Admin's approval. */
export interface CompanyAdminApplicant {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  workMobile: string;
  organisationName: string;
  abnOrAcn: string;
  daysAgo: number;
  rejectedWith: string | null;
}

/** The seeded review queues of /UserRegistrationRequest and /DCAAccessRequest (seed-requests.ts). */
export const REQUEST_APPLICANTS = {
  registrations: [
    {
      username: 'riverinabores', email: 'admin@riverinabores.example', firstName: 'Megan', lastName: 'Doyle', workMobile: '0412 000 101',
      organisationName: 'Riverina Bore Drilling Pty Ltd', abnOrAcn: '34 600 112 908', daysAgo: 2, rejectedWith: null,
    },
    {
      username: 'namoiwater', email: 'office@namoiwaterdrilling.example', firstName: 'Luke', lastName: 'Fitzgerald', workMobile: '0412 000 102',
      organisationName: 'Namoi Water Drilling Pty Ltd', abnOrAcn: '71 615 204 377', daysAgo: 5, rejectedWith: null,
    },
    {
      username: 'outbackpumps', email: 'accounts@outbackpumps.example', firstName: 'Grace', lastName: 'Tan', workMobile: '0412 000 103',
      organisationName: 'Outback Pumps & Bores', abnOrAcn: '18 622 905 431', daysAgo: 12,
      rejectedWith: 'The ABN given is not registered to a drilling business. Please sign up again with the ABN of your drilling company.',
    },
  ] satisfies CompanyAdminApplicant[],
  dca: [
    {
      account: {
        username: 'dl7301', email: 'sam.whitfield@westernplainsbores.example', firstName: 'Sam', lastName: 'Whitfield', roleId: ROLE.driller,
        organisation: 'Western Plains Bores Pty Ltd', workMobile: '0412 000 111',
        driller: { licenceNo: 'DL 7301', licenceClass: 'Class 3', endorsements: 'Rotary air, Rotary mud', isDCA: false },
      },
      requestComments: 'I run the drilling crews at Western Plains Bores and lodge the reports for our drillers.',
      daysAgo: 1, rejectedWith: null,
    },
    {
      account: {
        username: 'dl7302', email: 'nina.kowalski@aquiferdrilling.example', firstName: 'Nina', lastName: 'Kowalski', roleId: ROLE.driller,
        organisation: DRILLING_COMPANY, workMobile: '0412 000 112',
        driller: { licenceNo: 'DL 7302', licenceClass: 'Class 2', endorsements: 'Cable tool', isDCA: false },
      },
      requestComments: 'Please make me an admin for Aquifer Drilling.',
      daysAgo: 9, rejectedWith: 'Aquifer Drilling already has a company admin; ask Craig Donovan to assign your works.',
    },
  ] satisfies { account: DemoAccount; requestComments: string; daysAgo: number; rejectedWith: string | null }[],
};
