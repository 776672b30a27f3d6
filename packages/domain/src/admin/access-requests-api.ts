import { z } from 'zod';
import { idSchema } from '../common/ids';
import { sharedSchema } from '../contracts/shared-schema';
import { REQUEST_STATUS, REQUEST_STATUS_LABELS, type RequestStatus } from './codes';
import type { RequestKind } from './registration-review';

/** Longest comment a reviewer or a requesting driller may write (the tables' check). */
export const REQUEST_COMMENTS_MAX = 2000;

/** Texts the spec leaves unworded (docs/decisions.md, issue 11 registration and DCA requests). */
export const ACCESS_REQUEST_MESSAGES = {
  dcaRequestSent: "Your request for 'Drilling Company Admin' access has been sent for review.",
  dcaAlreadyGranted: "You already have 'Drilling Company Admin' access.",
  dcaAlreadyPending: "You already have a 'Drilling Company Admin' access request waiting for review.",
  /** The 1-second pre-check found the request changed since it was opened. */
  changedSinceOpened: 'This request was changed by someone else. Please go back to the list and open it again.',
  commentsTooLong: `Maximum allowed characters are ${REQUEST_COMMENTS_MAX}`,
  /** users/adminregister for a Company Admin whose registration was rejected. */
  registrationRejectedSignIn:
    'Your request to register as a Company Admin was rejected. The e-mail sent to you gives the reason; please contact the Driller Portal helpdesk.',
} as const;

const statusSchema = z.number().int().min(1).max(4);

/** The approval field as the spec's screens read it: a value and its label. */
export const approvedOrRejectedSchema = z.object({ value: statusSchema, label: z.string() });

export function approvedOrRejectedOf(status: RequestStatus): z.infer<typeof approvedOrRejectedSchema> {
  return { value: status, label: REQUEST_STATUS_LABELS[status] };
}

export const requestDocumentSchema = z.object({
  documentId: z.number().int(),
  document: z.object({ fileName: z.string() }),
});

/** One registration or DCA request (spec 3 "Registration request"). */
export const accessRequestSchema = sharedSchema(
  'AccessRequest',
  z.object({
    userRegistrationRequestId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    workEmail: z.string(),
    userName: z.string(),
    workMobile: z.string().nullable(),
    organisationName: z.string().nullable(),
    organisationABNORACN: z.string().nullable(),
    /** The reviewer's comments. */
    comments: z.string().nullable(),
    /** DCA requests: what the driller wrote when asking. */
    requestComments: z.string().nullable(),
    role: z.object({ id: z.number().int(), name: z.string() }),
    createdOn: z.string().describe('ISO date-time the request was made.'),
    regStatus: statusSchema.describe('1 Pending, 2 Approved, 3 Rejected, 4 ReApproved.'),
    approvedOrRejected: approvedOrRejectedSchema,
    version: z.number().int(),
    userRegistrationRequestDocuments: z.array(requestDocumentSchema),
  }),
);
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const requestProfileSchema = z.object({
  roleId: z.number().int(),
  /** The viewer may review (Super Admin) and so sees the edit icon. */
  canReview: z.boolean(),
  /** DCA: the viewer may file a request (a Driller not yet company admin, with none pending). */
  canCreate: z.boolean(),
  /** DCA: the driller's own company, fixed for the request when there is one. */
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const requestListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(accessRequestSchema),
  profile: requestProfileSchema,
  /** DCA: the companies a driller without one may ask to administer. */
  organisations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const requestSearchSchema = z.object({
  name: z.string().trim().max(200).optional().default(''),
  email: z.string().trim().max(200).optional().default(''),
  status: z.array(z.number().int().min(0).max(4)).max(5).default([]),
});
export type RequestSearch = z.input<typeof requestSearchSchema>;

export const requestSearchResponseSchema = z.object({ success: z.literal(true), data: z.array(accessRequestSchema) });

/** searchregistration: by the e-mailed registerverify token, or by id from the list. */
export const openRequestSchema = z
  .object({ token: z.string().trim().min(1).max(200).optional(), userRegistrationRequestId: idSchema.optional() })
  .refine((v) => v.token !== undefined || v.userRegistrationRequestId !== undefined, { message: 'Required', path: ['token'] });

export const openRequestResponseSchema = z.object({
  success: z.boolean(),
  data: accessRequestSchema.nullable(),
  profile: requestProfileSchema,
  message: z.string(),
});

export const reviewRequestSchema = z.object({
  userRegistrationRequestId: idSchema,
  approvedOrRejected: statusSchema.nullable(),
  comments: z.string().max(REQUEST_COMMENTS_MAX, ACCESS_REQUEST_MESSAGES.commentsTooLong).nullish(),
  version: z.number().int().min(1),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewResponseSchema = z.object({
  success: z.literal(true),
  approvedOrRejected: approvedOrRejectedSchema,
  message: z.string(),
  userRegistrationRequest: accessRequestSchema,
  profile: requestProfileSchema,
});

/** savedrillerrequest (multipart): the company (when the driller has none), comments and files. */
export const dcaRequestPartsSchema = z.object({
  organisationId: z.string().optional().describe('The company to administer; ignored when the driller has one.'),
  comments: z.string().max(REQUEST_COMMENTS_MAX).optional(),
  files: z.array(z.file()).optional().describe('Supporting documents, at most 5 and 10 MB in total.'),
});

export const dcaRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userRegistrationRequest: accessRequestSchema,
});

/** Limits of the documents attached to a DCA request. */
export const REQUEST_DOCUMENT_LIMITS = { maxFiles: 5, maxTotalBytes: 10 * 1024 * 1024 } as const;

/** The status choices shown in the list search, per kind (All first). */
export function requestStatusFilterOptions(kind: RequestKind): { value: number; label: string }[] {
  const values = kind === 'dca' ? [0, 1, 2, 3] : [0, 1, 2, 3, 4];
  return values.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value as keyof typeof REQUEST_STATUS_LABELS] }));
}

/** The screen a registerverify link of each kind opens. */
export const REQUEST_SCREEN_PATH: Record<RequestKind, string> = {
  registration: '/UserRegistrationRequest',
  dca: '/DCAAccessRequest',
};

export const isPendingRequest = (status: number): boolean => status === REQUEST_STATUS.pending;
