import type { Db } from '../../platform/db/kysely';

/** A person whose sign-in account an administrator creates (Manage Driller, Manage User). */
export interface NewSignIn {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: 'Driller' | 'CompanyAdmin' | 'Staff';
  drillerLicenceNo?: string | null;
  workMobile?: string | null;
}

/**
 * The identity provider's side of a new person, wired at the composition root (the embedded provider's
 * account invitation). Null when sign-in is an external issuer, which provisions its own accounts.
 */
export interface AccountProvisioner {
  createAccount: (db: Db, person: NewSignIn) => Promise<string>;
  sendInvitation: (accountId: string) => Promise<void>;
}

export interface PeopleDeps {
  db: Db;
  accounts: AccountProvisioner | null;
  /** Today's ISO date in New South Wales; tests fix it. */
  today: () => string;
}
