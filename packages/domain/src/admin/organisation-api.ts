import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/ids';
import { COMPANY_SEARCH_STATUS, ORGANISATION_ACTIVE } from './codes';
import { companyFormShape } from './company-form';
import { REGISTER_SEARCH } from './constants';

/**
 * Wire shapes of the company calls (spec 3 section 7 organisation/*). Names follow the spec's entity
 * "Organisation"; the register result keeps the register's own capitalised keys (Name, Abn, State, Postcode).
 */

const text = z.string().nullable();

export const organisationRowSchema = z.object({
  organisationId: z.number().int(),
  organisationName: z.string(),
  abnOrAcn: z.string(),
  phone: text,
  email: text,
  website: text,
  address: text,
  /** 1 active, 0 inactive. */
  isActive: z.number().int(),
  /** 0 ordinary company, 1 the regulator's own, 2 special (codes.ts). */
  superAdmin: z.number().int(),
  version: z.number().int(),
});
export type OrganisationRow = z.infer<typeof organisationRowSchema>;

/** Who is asking, so the screen can apply the edit-icon and start-page rules (the spec's "profile"). */
export const organisationProfileSchema = z.object({
  roleId: z.number().int(),
  isDCA: z.boolean(),
  organisationId: z.number().int().nullable(),
  organisationName: z.string().nullable(),
  drillerId: z.number().int().nullable(),
});
export type OrganisationProfile = z.infer<typeof organisationProfileSchema>;

export const organisationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(organisationRowSchema),
  profile: organisationProfileSchema,
});

const statusValue = z.number().int().min(ORGANISATION_ACTIVE.inactive).max(ORGANISATION_ACTIVE.active);

export const organisationSearchBodySchema = z.object({
  organisationName: z.string().max(100).default(''),
  abnOrAcn: z.string().max(20).default(''),
  /** isActive values to include (companySearchCriteria: All sends both). */
  status: z.array(statusValue).max(2).default([ORGANISATION_ACTIVE.active, ORGANISATION_ACTIVE.inactive]),
});
export type OrganisationSearchBody = z.input<typeof organisationSearchBodySchema>;

export const organisationSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(organisationRowSchema),
});

/** The company form as sent; `version` names the version edited (a stale one is refused with 409). */
export const organisationSaveBodySchema = companyFormShape.extend({
  version: z.number().int().nullish(),
  /** Assign myself to a company - Create New: the new company becomes the sender's own. */
  assignToMe: z.boolean().optional(),
});
export type OrganisationSaveBody = z.input<typeof organisationSaveBodySchema>;

export const organisationSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ organisationId: z.number().int(), organisationName: z.string() }),
});

export const registerSearchQuerySchema = z.object({ name: z.string().max(200) });

export const registerResultSchema = z.object({
  Name: z.string(),
  Abn: z.string(),
  State: z.string().optional(),
  Postcode: z.string().optional(),
});

export const registerSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(registerResultSchema).max(REGISTER_SEARCH.maxResults),
  /** "*Note: Max results displayed are 25. Please refine your search" when the register stopped at 25. */
  note: z.string().nullable(),
});

/** One row of the assign grid (spec 3 "Driller list entry in the assign grid"). */
export const assignDrillerRowSchema = z.object({
  id: z.number().int(),
  drillerId: z.number().int(),
  drillerName: z.string(),
  drillerLicenseNo: z.string(),
  licenseClassId: z.string().nullable(),
  drillingEndorsements: z.string().nullable(),
  workMobile: z.string().nullable(),
  workEmail: z.string().nullable(),
  status: z.string(),
  organisationId: z.number().int().nullable(),
});
export type AssignDrillerRow = z.infer<typeof assignDrillerRowSchema>;

export const organisationIdParamsSchema = z.object({ organisationId: idParamSchema });

export const drillerListResponseSchema = z.object({
  success: z.literal(true),
  /** Drillers of the company (the grid). */
  drillerList: z.array(assignDrillerRowSchema),
  /** Drillers that may be assigned to it (the top row's dropdown). */
  drillerListOrganisation: z.array(assignDrillerRowSchema),
  /** "No drillers assigned to the selected company." when the grid is empty. */
  message: z.string().nullable(),
});

export const assignDrillerParamsSchema = z.object({
  drillerId: idParamSchema,
  organisationId: idParamSchema,
});
export const removeDrillerParamsSchema = assignDrillerParamsSchema.pick({ drillerId: true });

export const organisationMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Assign myself to a company (the spec names no call; docs/decisions.md). */
export const associateBodySchema = z.object({ organisationId: idSchema });

/** Company search status choices in screen order. */
export const COMPANY_SEARCH_STATUS_ORDER = [
  COMPANY_SEARCH_STATUS.all,
  COMPANY_SEARCH_STATUS.active,
  COMPANY_SEARCH_STATUS.inactive,
] as const;

/** Texts the spec does not word (docs/decisions.md, "Issue 11: companies and assignment"). */
export const COMPANY_DECIDED_MESSAGES = {
  duplicateName: 'A company with this name already exists.',
  staleCompany: 'The company was changed by someone else. Please reload it and try again.',
  registerUnavailable: 'The business register is not available at this time. Please try again later.',
  /** A driller already in a company is not offered as a new row in another company's grid. */
  drillerNotAssignable: 'Please select driller from the dropdown list.',
} as const;
