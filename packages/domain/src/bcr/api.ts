import { z } from 'zod';
import { idSchema } from '../common/ids';
import { sharedSchema } from '../contracts/shared-schema';
import { issueSchema } from '../work/api';
import { BCR_PAGES } from './pages';
import { bcrReportSchema, bcrReportWireSchema } from './report.schema';
import { REVIEW_SECTIONS } from './review/review';

/*
 * Wire shapes of the BCR API (spec 2 section 7): the load answer, the whole-report save body every save
 * route takes, and the envelope `{ success, code, message, showMsg, offline, data }` of its answers.
 * Each endpoint's contract is in `contracts/bcr.contracts.ts`.
 */

const nullableText = z.string().nullable();
const nullableInt = z.number().int().nullable();
const nullableNumber = z.number().nullable();
const pageId = z.enum(BCR_PAGES.map((p) => p.id) as [string, ...string[]]);
const reviewSectionId = z.enum(REVIEW_SECTIONS.map((s) => s.id) as [string, ...string[]]);

/** The work the BCR reports on (spec 2: "workDetails (actualLatitude, reviewStatus)"), as the header shows it. */
export const bcrWorkDetailsSchema = sharedSchema(
  'BcrWorkDetails',
  z.object({
    formAId: z.number().int(),
    formAGuid: z.string(),
    workApprovalNo: nullableText,
    workId: nullableText,
    gwNo: nullableText,
    workName: nullableText,
    approvalPurposes: nullableText,
    approvalNumberSupplied: z.boolean(),
    referenceNo: nullableText,
    holeType: nullableInt,
    actualLatitude: nullableNumber,
    actualLongitude: nullableNumber,
    formStatus: z.number().int(),
    reviewStatus: nullableInt,
    monitoringStatus: nullableInt,
    hydstra: z.boolean(),
    amendedOriginalBcrId: nullableInt,
    drillerName: nullableText,
    companyName: nullableText,
    workType: z.object({
      workAttribute1: nullableInt,
      workAttribute2: nullableInt,
      workAttribute3: nullableInt,
      workAttribute4: nullableInt,
    }),
    conditionsAccepted: z.boolean(),
    hasMonitoringHoles: z.boolean(),
    linkedHoles: z
      .array(z.object({ holeNo: nullableText, workName: nullableText, holeType: nullableInt, monitoringStatus: nullableInt }))
      .describe("The work's monitoring holes, which its one BCR reports on: the review page lists them when there are several."),
  }),
);
export type BcrWorkDetails = z.infer<typeof bcrWorkDetailsSchema>;

export const casingTypeValidationSchema = z.object({
  materialId: z.number().int(),
  minWallThicknessRange: z.number(),
  maxWallThicknessRange: z.number(),
  maxSeparationOfCentralisers: z.number(),
});

/** The review page's banners as the server judges the stored report (what a submit would refuse). */
export const bcrReviewSchema = z.object({
  errors: z.array(z.object({ section: reviewSectionId, title: z.string(), messages: z.array(z.string()) })),
  warnings: z.array(z.object({ section: reviewSectionId, message: z.string(), code: z.string() })),
  canSubmit: z.boolean(),
});

export const bcrSubmissionSchema = z.object({
  submissionId: z.number().int(),
  formStatus: z.number().int(),
  reviewStatus: nullableInt,
  version: z.number().int(),
  submittedAt: z.string().describe('ISO timestamp'),
  submittedBy: nullableText,
  exceptionReasonCodes: z.array(z.string()),
});
export type BcrSubmissionView = z.infer<typeof bcrSubmissionSchema>;

/** A file attached to the BCR on the review page (spec 2 page 14: fileName, fileguid, description). */
export const bcrAttachedDocumentSchema = z.object({
  fileGuid: z.uuid(),
  fileName: z.string(),
  description: nullableText,
  size: z.number().int().describe('Bytes.'),
  contentType: z.string().describe('The kind recognised from the file’s content.'),
  uploadedAt: z.string().describe('ISO timestamp'),
  uploadedBy: nullableText,
});
export type BcrAttachedDocument = z.infer<typeof bcrAttachedDocumentSchema>;

/** Why a BCR is read-only; 'offlineCopy' is never the server's: the web reads a copy kept on the device with no network. */
export const BCR_READ_ONLY_REASONS = ['submitted', 'readOnlyRole', 'monitoringLocked', 'lockedByOther', 'noWriteAccess', 'offlineCopy'] as const;

/** The whole BCR and what the wizard needs to know to show it (read-only, submit button, pages). */
export const bcrViewSchema = sharedSchema(
  'BcrView',
  z.object({
    bcrId: nullableInt.describe('Null until the first save creates the BCR.'),
    formAId: z.number().int(),
    version: z.number().int().describe('0 before the first save; every save names the version it edited.'),
    formStatus: z.number().int(),
    reviewStatus: nullableInt,
    report: bcrReportWireSchema,
    currentRoleId: z.number().int(),
    readOnly: z.boolean(),
    readOnlyReason: z.enum(BCR_READ_ONLY_REASONS).nullable(),
    offline: z.boolean().describe('Locked for offline editing (spec 3).'),
    submitAction: z.enum(['submit', 'submitForReview', 'markForFinalSubmission']).nullable(),
    submitDisabled: z.boolean(),
    canChangeMode: z.boolean().describe('The Super Admin may open a submitted BCR for editing, and close it again.'),
    canDelete: z.boolean(),
    hydstra: z.boolean(),
    visiblePages: z.array(pageId),
    exceptionReasonCodes: z.array(z.string()).describe('The warnings confirmed with the last submission.'),
    submissions: z.array(bcrSubmissionSchema),
    review: bcrReviewSchema,
    today: z.string().describe('The day in New South Wales the rules compare dates with (yyyy-mm-dd).'),
    casingTypeValidations: z.array(casingTypeValidationSchema),
    documents: z.array(bcrAttachedDocumentSchema).describe('The files attached to the BCR, oldest first.'),
  }),
);
export type BcrView = z.infer<typeof bcrViewSchema>;

export const bcrLoadResponseSchema = z.object({
  success: z.literal(true),
  message: nullableText,
  workDetails: bcrWorkDetailsSchema,
  data: bcrViewSchema,
});

/**
 * Every save route's body: the whole BCR state (the route chooses the sections written), the version
 * it was loaded at, and for the offline sync the device holding the lock.
 */
export const bcrSaveRequestSchema = sharedSchema(
  'BcrSaveRequest',
  bcrReportSchema.extend({
    formAId: idSchema.describe('The work (Form A) id.'),
    version: z.number().int().min(0).describe('The BCR version loaded (0 when there was none yet).'),
    deviceId: z.string().min(1).max(100).nullish().describe('The offline sync: the device that holds the lock.'),
  }),
);
export type BcrSaveRequest = z.input<typeof bcrSaveRequestSchema>;
export type BcrSaveParsed = z.output<typeof bcrSaveRequestSchema>;

/** Submit: the report as saved, the client's request id, and the codes of the warnings the user confirmed. */
export const bcrSubmitRequestSchema = sharedSchema(
  'BcrSubmitRequest',
  bcrSaveRequestSchema.extend({
    requestId: z.string().min(8).max(100).describe('Made once per submit by the browser: a repeated submit returns the first.'),
    exceptionReasonCodes: z.array(z.string().max(60)).max(50).default([]),
  }),
);
export type BcrSubmitRequest = z.input<typeof bcrSubmitRequestSchema>;
export type BcrSubmitParsed = z.output<typeof bcrSubmitRequestSchema>;

const envelope = <D extends z.ZodType>(data: D) =>
  z.object({
    success: z.literal(true),
    code: nullableInt.describe('Spec 2 section 8: 100007, 100009, 100011 or 100013 alert the message.'),
    message: nullableText,
    showMsg: z.boolean(),
    offline: z.boolean(),
    data,
  });

export const bcrSaveResponseSchema = sharedSchema(
  'BcrSaveResponse',
  envelope(bcrViewSchema.extend({ warnings: z.array(issueSchema) })),
);
export type BcrSaveResponse = z.infer<typeof bcrSaveResponseSchema>;

export const bcrSubmitResponseSchema = envelope(
  bcrViewSchema.extend({
    warnings: z.array(issueSchema),
    submission: bcrSubmissionSchema,
    repeated: z.boolean().describe('True when this request id had already submitted: nothing changed.'),
  }),
);

/** changebcrmode: the Super Admin opens a submitted BCR for editing (true) or returns it to view (false). */
export const bcrChangeModeRequestSchema = z.object({
  formAId: idSchema,
  version: z.number().int().min(1),
  editMode: z.boolean(),
});
export const bcrDeactivateRequestSchema = z.object({ formAId: idSchema, version: z.number().int().min(1) });

export const bcrModeResponseSchema = envelope(
  z.object({ formAId: z.number().int(), bcrId: z.number().int(), version: z.number().int(), formStatus: z.number().int(), reviewStatus: nullableInt }),
);
export const bcrDeactivateResponseSchema = envelope(z.object({ formAId: z.number().int(), bcrId: z.number().int(), deactivated: z.literal(true) }));
