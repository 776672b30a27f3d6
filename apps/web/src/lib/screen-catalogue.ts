import { ADMIN_MENU, MAIN_MENU } from '@driller/domain';

/**
 * The signed-in screens with the title the spec gives each and a one-line summary (Home's quick
 * links use it).
 */
const menuLabel = (path: string): string =>
  [...MAIN_MENU, ...ADMIN_MENU].find((item) => item.path === path)?.label ?? path;

export interface ScreenInfo {
  title: string;
  summary: string;
}

export const SCREENS: Readonly<Record<string, ScreenInfo>> = {
  '/Work': {
    title: menuLabel('/Work'),
    summary:
      'Record drilling work (Form A) against a water work approval, then confirm the conditions and bore location.',
  },
  '/BCR': {
    title: 'Bore Construction Report',
    summary: 'Complete, review and submit the Bore Construction Report for a bore.',
  },
  '/ManageDriller': {
    title: menuLabel('/ManageDriller'),
    summary: 'Search, view and update licensed driller records.',
  },
  '/ManageUser': {
    title: menuLabel('/ManageUser'),
    summary: 'Search, view and update portal users who are not drillers.',
  },
  '/Organisation': {
    title: menuLabel('/Organisation'),
    summary: 'Find, create and update drilling companies.',
  },
  '/AssociateOrganisation': {
    title: 'Assign myself to a company',
    summary: 'Link your account to the drilling company you work for.',
  },
  '/MapDrillerWithOrganisation': {
    title: menuLabel('/MapDrillerWithOrganisation'),
    summary: 'Assign drillers to a drilling company.',
  },
  '/UserRegistrationRequest': {
    title: 'Portal registrations requests by Company admins',
    summary: 'Review and approve Company Admin registration requests.',
  },
  '/DCAAccessRequest': {
    title: "Portal 'Drilling Company Admin access' requests by Driller",
    summary: 'Request or review Drilling Company Admin access for drillers.',
  },
  '/SearchBCR': {
    title: 'Search Bore Construction Report',
    summary: 'Find submitted Bore Construction Reports by approval, groundwater number, driller or company.',
  },
};
