import { z } from 'zod';
import { error, type Issue } from '../common/issue';
import { COMPANY_SEARCH_STATUS, ORGANISATION_ACTIVE, type CompanySearchStatus } from './codes';
import { FIELD_LIMITS } from './constants';
import { addIssuesToZod, emailRules, maxLength, required } from './field-rules';
import { ADMIN_MESSAGES } from './messages';

const text = z.string().nullish();

/** The company (organisation) form of /Organisation and the assign screen's page 1. */
export const companyFormShape = z.object({
  organisationId: z.number().int().nullish(),
  organisationName: text,
  abnOrAcn: text,
  phone: text,
  email: text,
  website: text,
  address: text,
  isActive: z.number().int().nullish(),
});
export type CompanyFormValues = z.infer<typeof companyFormShape>;

function isActiveIssues(value: number | null | undefined): Issue[] {
  const valid = value === ORGANISATION_ACTIVE.active || value === ORGANISATION_ACTIVE.inactive;
  return valid ? [] : [error('isActive', ADMIN_MESSAGES.required)];
}

export function companyFieldIssues(values: CompanyFormValues): Issue[] {
  const issues = [
    ...required('organisationName', values.organisationName),
    ...maxLength('organisationName', values.organisationName, FIELD_LIMITS.organisationName),
    ...required('abnOrAcn', values.abnOrAcn),
    ...maxLength('abnOrAcn', values.abnOrAcn, FIELD_LIMITS.abnOrAcn),
    ...maxLength('phone', values.phone, FIELD_LIMITS.phone),
    ...emailRules('email', values.email, false),
    ...maxLength('website', values.website, FIELD_LIMITS.website),
    ...maxLength('address', values.address, FIELD_LIMITS.address),
  ];
  // isActive is a radio shown only for existing companies; a new one starts active.
  if (values.organisationId) issues.push(...isActiveIssues(values.isActive));
  return issues;
}

export const companyFormSchema = companyFormShape.superRefine((values, ctx) => {
  addIssuesToZod(ctx, companyFieldIssues(values));
});

/** Name is locked once the company exists; the Deactivate radio appears only then. */
export function companyFieldState(values: { organisationId?: number | null }): {
  nameLocked: boolean;
  showDeactivate: boolean;
} {
  const exists = (values.organisationId ?? 0) > 0;
  return { nameLocked: exists, showDeactivate: exists };
}

/** Company search: the status filter becomes the list of isActive values sent as status[]. */
export function companySearchCriteria(input: {
  organisationName?: string | null;
  abnOrAcn?: string | null;
  status?: CompanySearchStatus | null;
}): { organisationName: string; abnOrAcn: string; status: number[] } {
  const status = input.status ?? COMPANY_SEARCH_STATUS.all;
  return {
    organisationName: (input.organisationName ?? '').trim(),
    abnOrAcn: (input.abnOrAcn ?? '').trim(),
    status:
      status === COMPANY_SEARCH_STATUS.all ? [ORGANISATION_ACTIVE.active, ORGANISATION_ACTIVE.inactive] : [status],
  };
}
