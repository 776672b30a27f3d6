import type { PathValue, UseFormSetValue } from 'react-hook-form';
import {
  FORM_STATUS,
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  WORK_ATTRIBUTE_3_OPTIONS,
  WORK_ATTRIBUTE_4_OPTIONS,
  attributeName,
  type WorkAttributeIds,
  type WorkDetailPayload,
  type WorkSaveInput,
} from '@driller/domain';

export type WorkFormValues = WorkSaveInput;
type WorkTypeInput = NonNullable<WorkSaveInput['workType']>;

/** A blank new work: draft status, the signed-in driller preselected when there is one. */
export function newWorkValues(drillerId: number | null): WorkFormValues {
  return {
    formAId: 0,
    version: null,
    drillerId,
    formStatus: FORM_STATUS.draft,
    approvalNumberSupplied: true,
    workType: { workTypeId: null, workAttribute1: null, workAttribute2: null, workAttribute3: null, workAttribute4: null, deleteCasingSupport: '0' },
    workDetailsMonitoring: [],
    searchState: 0,
  };
}

/** GET work/{id}'s payload as the form's values (the save body has the same field names). */
export function workValuesFromPayload(payload: WorkDetailPayload): WorkFormValues {
  const { formA } = payload;
  const { driller: _driller, organisationId: _org, createdBy: _createdBy, formAOffline: _offline, approvalConditions, ...rest } = formA;
  return {
    ...rest,
    approvalConditions: {
      approvalConditionsId: approvalConditions.approvalConditionsId,
      approvalConditionStatus: approvalConditions.approvalConditionStatus === 1 ? 1 : 0,
    },
    acceptedBy: formA.acceptedBy,
    workType: { ...payload.workType },
    workDetailsMonitoring: payload.workDetailsMonitoring.map(({ formAOffline: _f, ...hole }) => ({
      ...hole,
      holeType: hole.holeType === 1 || hole.holeType === 2 ? hole.holeType : null,
    })),
    searchState: 0,
  };
}

/** The four attribute ids of the form's work type. */
export function attributeIds(workType: WorkSaveInput['workType']): WorkAttributeIds {
  return {
    attribute1: workType?.workAttribute1?.id ?? null,
    attribute2: workType?.workAttribute2?.id ?? null,
    attribute3: workType?.workAttribute3?.id ?? null,
    attribute4: workType?.workAttribute4?.id ?? null,
  };
}

const attribute = (options: Parameters<typeof attributeName>[0], id: number | null) =>
  id === null ? null : { id, name: attributeName(options, id) };

/** Attribute ids back to the work type the save sends (ids with their names). */
export function workTypeFromIds(ids: WorkAttributeIds, previous: WorkSaveInput['workType']): WorkTypeInput {
  return {
    workTypeId: previous?.workTypeId ?? null,
    workAttribute1: attribute(WORK_ATTRIBUTE_1_OPTIONS, ids.attribute1),
    workAttribute2: attribute(WORK_ATTRIBUTE_2_OPTIONS, ids.attribute2),
    workAttribute3: attribute(WORK_ATTRIBUTE_3_OPTIONS, ids.attribute3),
    workAttribute4: attribute(WORK_ATTRIBUTE_4_OPTIONS, ids.attribute4),
    deleteCasingSupport: previous?.deleteCasingSupport ?? '0',
  };
}

/** Sets several top-level fields as one user change (each marked dirty, so Save sees them). */
export function patchValues(setValue: UseFormSetValue<WorkFormValues>, patch: Partial<WorkFormValues>): void {
  for (const key of Object.keys(patch) as (keyof WorkFormValues)[])
    setValue(key, patch[key] as PathValue<WorkFormValues, typeof key>, { shouldDirty: true });
}
