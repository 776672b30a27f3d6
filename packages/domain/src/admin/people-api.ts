import { z } from 'zod';
import { drillerFormShape } from './driller-form';
import { userFormShape } from './user-form';

/**
 * Wire shapes of Manage Driller and Manage User (spec 3 section 7: admin/getmasterdata,
 * admin/getusermasterdata, admin/searchdriller, admin/searchuser, admin/savedriller, admin/saveuser,
 * admin/checkpendingbcr). Field names are the spec's.
 */

const option = z.object({ id: z.number().int(), name: z.string() });
export type PeopleOption = z.infer<typeof option>;

const organisationOption = option.extend({
  superAdmin: z.number().int().describe('0 ordinary company, 1 regulator organisation, 2 special.'),
});

/** Master data of both forms; the user variant lists non-driller roles and the user statuses. */
export const peopleMasterDataSchema = z.object({
  organisation: z.array(organisationOption),
  licenseClass: z.array(option),
  drillingEndorsements: z.array(option),
  role: z.array(option),
  drillerStatus: z.array(option),
  currentDriller: z.object({
    roleId: z.number().int(),
    isDCA: z.boolean(),
    drillerId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
  }),
  /** The signed-in driller's own licence number ('' for everyone else). */
  licenseNumber: z.string(),
});
export type PeopleMasterData = z.infer<typeof peopleMasterDataSchema>;

export const peopleMasterDataResponseSchema = z.object({
  success: z.literal(true),
  payload: peopleMasterDataSchema,
});

const criterion = z.string().trim().max(100).optional();

/** Driller search criteria (spec 3 "Driller (manage)"); drillerId opens one record (view profile). */
export const drillerSearchSchema = z.object({
  drillerFirstName: criterion,
  drillerLastName: criterion,
  drillerLicenseNumber: criterion,
  drillerWorkEmail: criterion,
  drillerStatus: z.number().int().nullish(),
  drillerAddress: criterion,
  drillerId: z.number().int().min(1).optional(),
});
export type DrillerSearch = z.infer<typeof drillerSearchSchema>;

/** A driller as the search returns it and the form edits it. */
export const drillerRecordSchema = drillerFormShape.extend({
  drillerId: z.number().int(),
  licenseExpiryDate: z.string().nullable(),
  organisationName: z.string().nullable(),
  drillerStatusName: z.string(),
  hasAccount: z.boolean(),
  isSelf: z.boolean(),
  canEdit: z.boolean(),
  version: z.number().int(),
  modifiedOn: z.string(),
});
export type DrillerRecord = z.infer<typeof drillerRecordSchema>;

export const drillerSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(drillerRecordSchema),
});

/** Codes of the confirmations the user gave (debar, inactive): the server asks again without them. */
const confirmed = z.array(z.string().max(40)).max(5).optional();

export const saveDrillerRequestSchema = drillerFormShape.extend({
  version: z.number().int().nullish(),
  confirmed,
});
export type SaveDrillerRequest = z.infer<typeof saveDrillerRequestSchema>;

export const saveDrillerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: drillerRecordSchema,
  /** True when a password-set e-mail went to the new account. */
  accountInvited: z.boolean(),
});

/** The user search sends searchDrillers (spec 3 "Driller (manage)"); userId opens one record. */
export const userSearchSchema = z.object({
  searchDrillers: z.object({
    drillerFirstName: criterion,
    drillerLastName: criterion,
    drillerWorkEmail: criterion,
    drillerStatus: z.number().int().nullish(),
  }),
  userId: z.number().int().min(1).optional(),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

export const userRecordSchema = userFormShape.extend({
  userId: z.number().int(),
  organisationName: z.string().nullable(),
  roleName: z.string(),
  statusName: z.string(),
  hasAccount: z.boolean(),
  isSelf: z.boolean(),
  canEdit: z.boolean(),
  version: z.number().int(),
  modifiedOn: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(userRecordSchema),
});

export const saveUserRequestSchema = userFormShape.extend({ version: z.number().int().nullish(), confirmed });
export type SaveUserRequest = z.infer<typeof saveUserRequestSchema>;

export const saveUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: userRecordSchema,
  accountInvited: z.boolean(),
});

/** admin/checkpendingbcr: before a company change (and, with drillerStatusId, before a status change). */
export const checkPendingBcrRequestSchema = z.object({
  organisationId: z.number().int().nullish(),
  drillerId: z.number().int().min(1),
  drillerStatusId: z.number().int().nullish(),
});
export const checkPendingBcrResponseSchema = z.object({
  success: z.literal(true),
  sameCompany: z.boolean(),
  pendingBcr: z.boolean(),
});

/** Texts of Manage Driller / Manage User the spec does not word (docs/decisions.md). */
export const PEOPLE_MESSAGES = {
  staleRecord:
    'This record was changed by someone else since you opened it. Search again to see the latest details, then make your change.',
  invitationSent:
    'An e-mail has been sent to the work e-mail address so the person can choose a password and sign in.',
} as const;
