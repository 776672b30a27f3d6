import type { RequestKind } from '@driller/domain';

/** The screens' own words per kind (spec 3 "User Registration Requests" and "DCA access requests"). */
export interface RequestTexts {
  title: string;
  listTitle: string;
  reviewTitle: string;
  gridLabel: string;
  createButton?: string;
  createTitle?: string;
}

export const REQUEST_TEXTS: Record<RequestKind, RequestTexts> = {
  registration: {
    title: 'Portal registrations requests by Company admins',
    listTitle: 'Registration requests list',
    reviewTitle: 'Update Registration requests',
    gridLabel: 'Registration requests',
  },
  dca: {
    title: "Portal 'Drilling Company Admin access' requests by Driller",
    listTitle: "Driller 'Drilling Company Admin' access requests list",
    reviewTitle: 'Update DCA access requests',
    gridLabel: "Driller 'Drilling Company Admin' access requests",
    createButton: 'Create New DCA access requests',
    createTitle: 'Create new DCA access requests',
  },
};
