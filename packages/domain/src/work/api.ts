import { z } from 'zod';
import { idSchema } from '../common/ids';
import { nextCursorSchema } from '../common/paging';
import { sharedSchema } from '../contracts/shared-schema';
import { WORK_PAGES } from './stepper';
import { workSaveSchema } from './schemas';

/*
 * Wire shapes of the work (Form A) API (spec 1 section 7): request bodies and response envelopes
 * `{ success, message?, data | payload }`. Each endpoint's contract is in `contracts/work.contracts.ts`.
 */

/** Header carrying a client-generated request id; a repeated create with the same id returns the first result. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Map images: PNG only, at most 5 MB each (a 1280x800 screenshot is well under 2 MB). */
export const MAP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAP_IMAGE_CONTENT_TYPE = 'image/png';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const nullableInt = z.number().int().nullable();

export const issueSchema = z.object({
  path: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  code: z.string().optional(),
});

const attributeValue = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const workTypeViewSchema = sharedSchema(
  'WorkType',
  z.object({
    workTypeId: nullableInt,
    workAttribute1: attributeValue,
    workAttribute2: attributeValue,
    workAttribute3: attributeValue,
    workAttribute4: attributeValue,
    deleteCasingSupport: z.enum(['0', '1']),
  }),
);
export type WorkTypeView = z.infer<typeof workTypeViewSchema>;

export const drillerOptionSchema = z.object({
  drillerId: z.number().int(),
  drillerName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  licenceNo: z.string(),
  organisationId: nullableInt,
  companyName: nullableText,
  isDrillingCompanyAdmin: z.boolean(),
});
export type DrillerOption = z.infer<typeof drillerOptionSchema>;

const optionSchema = z.object({ id: z.number().int(), name: z.string(), disabled: z.boolean().optional() });
export type CodeOption = z.infer<typeof optionSchema>;

export const spearpointQuestionItemSchema = z.object({
  spearpointQuestionId: z.number().int(),
  spearpointQuestionName: z.string(),
  options: z.array(z.object({ value: z.number().int(), label: z.string() })),
  response: nullableInt,
  display: z.boolean(),
});

/** GET work/getalldata and the masterData of GET work/{id}. */
export const masterDataSchema = sharedSchema(
  'WorkMasterData',
  z.object({
    workAttribute1: z.array(optionSchema),
    workAttribute2: z.array(optionSchema),
    workAttribute3: z.array(optionSchema),
    workAttribute4: z.array(optionSchema),
    drillers: z.array(drillerOptionSchema),
    /** The company admins among the drillers (they declare conditions on a driller's behalf). */
    drillersAdmin: z.array(drillerOptionSchema),
    purposeWithoutApproval: z.array(optionSchema),
    boreType: z.array(optionSchema),
    holeType: z.array(optionSchema),
    spearpointQuestionnaire: z.array(spearpointQuestionItemSchema),
    currentRoleId: z.number().int(),
  }),
);
export type MasterData = z.infer<typeof masterDataSchema>;
/** `nextCursor` pages the drillers (an extension of the spec's envelope, docs/decisions.md). */
export const masterDataResponseSchema = z.object({
  success: z.literal(true),
  data: masterDataSchema,
  nextCursor: nextCursorSchema,
});

const offlineLockView = z.object({
  lockedStatus: z.number().int(),
  lockedBy: nullableInt,
  deviceId: nullableText,
});

export const monitoringHoleViewSchema = z.object({
  id: z.number().int(),
  formAId: z.number().int(),
  actualLatitude: nullableNumber,
  actualLongitude: nullableNumber,
  actualLotDp: nullableText,
  driller: nullableInt,
  workName: nullableText,
  holeType: nullableInt,
  holeNo: nullableText,
  noOfPipes: nullableInt,
  distance: nullableNumber,
  exceptionReasonCode: nullableText,
  monitoringStatus: nullableInt,
  formAOffline: z.array(offlineLockView),
});
export type MonitoringHoleView = z.infer<typeof monitoringHoleViewSchema>;

export const approvalConditionViewSchema = z.object({
  conditionNo: z.string(),
  condition: z.string(),
  approvalConditionStatus: z.number().int(),
  acceptanceDate: nullableText,
});

/** The work as GET work/{id} returns it (spec 1 section 3 "Work"). */
export const workFormASchema = sharedSchema(
  'Work',
  z.object({
    formAId: z.number().int(),
    formAGuid: z.string(),
    version: z.number().int(),
    drillerId: nullableInt,
    driller: drillerOptionSchema.nullable(),
    organisationId: nullableInt,
    approvalNumberSupplied: z.boolean(),
    workApprovalNo: nullableText,
    workApprovalOrWithoutApproval: nullableText,
    workId: nullableText,
    workSiteId: nullableText,
    workName: nullableText,
    workDescription: nullableText,
    gwNo: nullableText,
    lotNo: nullableText,
    actualLotNo: nullableText,
    approvedLatitude: nullableNumber,
    approvedLongitude: nullableNumber,
    actualLatitude: nullableNumber,
    actualLongitude: nullableNumber,
    distance: nullableNumber,
    formStatus: z.number().int(),
    reviewStatus: nullableInt,
    currentRole: nullableInt,
    approvalIssueDate: nullableText,
    approvalExpiryDate: nullableText,
    constructionDate: nullableText,
    waterSource: nullableText,
    approvalPurposes: nullableText,
    waterSharingPlan: nullableText,
    waterManagementZone: nullableText,
    customerName: nullableText,
    customerAddress: nullableText,
    purposeWithoutApproval: nullableText,
    workStatus: nullableText,
    holeType: nullableInt,
    monitoringStatus: nullableInt,
    referenceNo: nullableText,
    exceptionReasonCode: nullableText,
    mapDocumentId: nullableInt,
    hydstra: z.boolean(),
    county: nullableText,
    createdBy: z.object({ id: z.string() }),
    acceptedDates: nullableText,
    acceptedBy: nullableText,
    acceptedRole: nullableInt,
    amendedOriginalBCRId: nullableInt,
    approvalConditions: z.object({
      approvalConditionsId: z.number().int(),
      approvalConditionStatus: z.number().int(),
    }),
    licenseConditions: nullableText,
    formAOffline: z.array(offlineLockView),
    workType: workTypeViewSchema,
  }),
);
export type WorkFormA = z.infer<typeof workFormASchema>;

/** GET work/{id}: the spec's payload, plus the server's verdict on read-only and the conditions list. */
export const workDetailPayloadSchema = z.object({
  formA: workFormASchema,
  masterData: masterDataSchema,
  workType: workTypeViewSchema,
  /** The driller and work-type selectors are disabled (status 2, read-only or browse-locked). */
  disableWorkFields: z.boolean(),
  acceptedBy: nullableText,
  acceptedRole: nullableInt,
  workDetailsMonitoring: z.array(monitoringHoleViewSchema),
  formAId: z.number().int(),
  referenceNo: nullableText,
  approvalNumberSupplied: z.boolean(),
  version: z.number().int(),
  readOnly: z.boolean(),
  browseLocked: z.boolean(),
  canSave: z.boolean(),
  canAcceptConditions: z.boolean(),
  conditions: z.array(approvalConditionViewSchema),
});
export type WorkDetailPayload = z.infer<typeof workDetailPayloadSchema>;
export const workDetailResponseSchema = z.object({
  success: z.literal(true),
  payload: workDetailPayloadSchema,
});

/** One row of GET work/list (the formA list). */
export const workListItemSchema = z.object({
  formAId: z.number().int(),
  formAGuid: z.string(),
  version: z.number().int(),
  workApprovalNo: nullableText,
  workId: nullableText,
  workName: nullableText,
  gwNo: nullableText,
  referenceNo: nullableText,
  formStatus: z.number().int(),
  reviewStatus: nullableInt,
  drillerId: nullableInt,
  drillerName: nullableText,
  companyName: nullableText,
  workType: workTypeViewSchema,
  actualLatitude: nullableNumber,
  actualLongitude: nullableNumber,
  lockedStatus: z.number().int(),
  modifiedAt: z.string(),
});
export type WorkListItem = z.infer<typeof workListItemSchema>;
/** One page of the list, newest change first; `nextCursor` extends the spec's envelope (docs/decisions.md). */
export const workListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(workListItemSchema),
  nextCursor: nextCursorSchema,
});

/**
 * POST work/save and work/postdata: the work form (domain `workSaveSchema`) plus the page saved
 * (which page's rules run; default page 1) and an optional idempotency key (or the x-request-id header).
 * `version` must be the version loaded for an update.
 */
export const workSaveRequestSchema = sharedSchema(
  'WorkSaveRequest',
  workSaveSchema.extend({
    page: z
      .number()
      .int()
      .refine((p) => (WORK_PAGES as readonly number[]).includes(p))
      .default(1)
      .describe('The stepper page saved: 0 work type, 1 work details, 2 monitoring holes, 3 conditions, 4 actual location.'),
    idempotencyKey: z
      .string()
      .min(8)
      .max(64)
      .nullish()
      .describe('A key the browser makes per save: a repeated create with the same key returns the first work.'),
  }),
);
export type WorkSaveRequest = z.input<typeof workSaveRequestSchema>;
export type WorkSaveParsed = z.output<typeof workSaveRequestSchema>;

export const workSaveResultSchema = z.object({
  id: z.number().int(),
  formAId: z.number().int(),
  formAGuid: z.string(),
  version: z.number().int(),
  created: z.boolean(),
  exceptionReasonCode: nullableText,
  /** Warnings the rules found (confirmed in the browser); their codes are stored in exceptionReasonCode. */
  warnings: z.array(issueSchema),
});
export type WorkSaveResult = z.infer<typeof workSaveResultSchema>;
export const workSaveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: workSaveResultSchema,
});

/** POST work/getassignedwork and work/getamendedwork (the spec's field names, formAID included). */
export const assignmentCheckRequestSchema = z.object({
  workApprovalNo: z.string().min(1),
  drillerId: z.number().int().nullish(),
  workId: z.union([z.string(), z.number()]).transform(String),
  formAID: z.number().int().min(0).default(0),
  /** getamendedwork: work attribute 1 of the new work (amended or decommission). */
  workAttribute1: z.number().int().nullish(),
});
export type AssignmentCheckRequest = z.input<typeof assignmentCheckRequestSchema>;

const existingFormSchema = z.object({
  formAId: z.number().int(),
  formStatus: z.number().int(),
  gwNo: nullableText,
  drillerId: nullableInt,
  drillerName: nullableText,
  companyName: nullableText,
  actualLatitude: nullableNumber,
  actualLongitude: nullableNumber,
  workType: workTypeViewSchema,
});

/**
 * success false with the spec's message when the check refuses; `confirms` are asked in order
 * (Cancel aborts) when it passes.
 */
export const assignmentCheckResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({
    assigned: z.boolean(),
    sameCompany: z.boolean(),
    sameDriller: z.boolean(),
    formA: existingFormSchema.nullable(),
    workType: workTypeViewSchema.nullable(),
    confirms: z.array(z.string()),
  }),
});
export type AssignmentCheckResponse = z.infer<typeof assignmentCheckResponseSchema>;

/** POST work/changeworkassignment. `confirmed` is the answer to the transfer confirm. */
export const changeAssignmentRequestSchema = z.object({
  workDetails: z.object({
    formAId: idSchema,
    version: z.number().int().min(0),
    drillerId: z.number().int(),
    confirmed: z.boolean().default(false),
    idempotencyKey: z.string().min(8).max(64).nullish(),
  }),
});
export type ChangeAssignmentRequest = z.input<typeof changeAssignmentRequestSchema>;
export const changeAssignmentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    /** 'confirmTransfer' answers the confirm text when `confirmed` was false; nothing changed. */
    outcome: z.enum(['confirmTransfer', 'transferred', 'reassignedCopy']),
    id: z.number().int(),
    version: z.number().int(),
  }),
});

export const sectionCountsSchema = z.object({
  lithology: z.number().int(),
  drillingDetails: z.number().int(),
  waterEntryDesign: z.number().int(),
  gravelPack: z.number().int(),
  casingSupport: z.number().int(),
  annulusFillSeal: z.number().int(),
  boreDevelopment: z.number().int(),
  workPartlyBackfilled: z.number().int(),
  excavationDetails: z.number().int(),
  excavationLined: z.number().int(),
});
/** GET work/getformasectionsstatus/{formAId}/{x}: x is the work attribute 3 id the user is changing to. */
export const sectionsStatusResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    formAId: z.number().int(),
    counts: sectionCountsSchema,
    /** Names of the sections that block the change (empty: the change may go ahead). */
    blockingSections: z.array(z.string()),
    deleteCasingSupport: z.enum(['0', '1']),
  }),
});

export const sectionsByPipeRequestSchema = z.object({
  formAs: z
    .array(
      z.object({
        formAId: z.number().int().min(1),
        /** The monitoring hole (workDetailsMonitoring id); without it the status covers the whole work. */
        holeId: z.number().int().min(1).nullish(),
        noOfPipes: z.number().int().nullish(),
      }),
    )
    .max(200),
});
export const sectionsByPipeResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    formAs: z.array(
      z.object({
        formAId: z.number().int(),
        holeId: nullableInt,
        noOfPipes: nullableInt,
        /** Per section: 1 means data exists for this hole. */
        status: z.record(z.string(), z.number().int()),
      }),
    ),
  }),
});

/** POST work/updategwno (the spec spells it formAGuId). */
export const updateGwNoRequestSchema = z.object({
  formAGuId: z.uuid(),
  gwNo: z.string().max(20).nullish(),
  version: z.number().int().min(0).nullish(),
});
export const updateGwNoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ formAId: z.number().int(), gwNo: z.string(), version: z.number().int() }),
});

export const uploadedDocumentSchema = z.object({
  documentId: z.number().int(),
  fileGuid: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  formAId: z.number().int(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;
/** POST uploadfile/uploadmapimage (multipart: files plus formAId). */
export const uploadMapImageResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ files: z.array(uploadedDocumentSchema) }),
});

export const deleteDocumentRequestSchema = z.object({
  fileGuid: z.uuid(),
  formAId: z.number().int().min(1),
  tempId: z.union([z.string(), z.number()]).nullish(),
});
export const deleteDocumentResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** POST work/lockbcrwork: lock a work and its BCR for offline editing on one device, or release it. */
export const lockWorkRequestSchema = z.object({
  formAId: z.number().int().min(1),
  locked: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
  deviceId: z.string().trim().min(1).max(100),
});
export type LockWorkRequest = z.input<typeof lockWorkRequestSchema>;
export const lockWorkResponseSchema = z.object({
  success: z.literal(true),
  locked: z.boolean(),
  /** Identifies this lock (holder, device, time) for the offline replay; null when unlocked. */
  token: nullableText,
  data: z.object({
    formAId: z.number().int(),
    lockedStatus: z.number().int(),
    lockedBy: nullableInt,
    deviceId: nullableText,
  }),
});
