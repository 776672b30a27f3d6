import { z } from 'zod';
import {
  bcrChangeModeRequestSchema,
  bcrDeactivateRequestSchema,
  bcrDeactivateResponseSchema,
  bcrLoadResponseSchema,
  bcrModeResponseSchema,
  bcrSaveRequestSchema,
  bcrSaveResponseSchema,
  bcrSubmitRequestSchema,
  bcrSubmitResponseSchema,
} from '../bcr/api';
import { BCR_API, BCR_LOAD_PATH, BCR_SAVE_PATH } from '../bcr/endpoints';
import { BCR_SECTION_SAVES, sectionSaveTitle, type BcrSectionSaveKey } from '../bcr/save-routes';
import { idParamSchema } from '../common/ids';
import { API_ERROR_CODE as E, SIGNED_IN_ERRORS } from './api-error';
import { defineContract } from './contract';

const tag = 'bcr';
const saveErrors = [...SIGNED_IN_ERRORS, E.validation, E.notFound, E.staleVersion, E.workLocked] as const;

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function sectionSave<K extends BcrSectionSaveKey>(key: K) {
  return defineContract({
    operationId: `saveBcr${capitalised(key)}`,
    method: 'POST',
    path: BCR_SECTION_SAVES[key].path,
    summary: `Save the ${sectionSaveTitle(key)} page of a BCR (body: the whole BCR state)`,
    tag,
    auth: 'bearer',
    body: bcrSaveRequestSchema,
    response: bcrSaveResponseSchema,
    errors: saveErrors,
  });
}

/** One save contract per section route of spec 2 section 7. */
export const BCR_SECTION_SAVE_CONTRACTS = Object.fromEntries(
  (Object.keys(BCR_SECTION_SAVES) as BcrSectionSaveKey[]).map((key) => [key, sectionSave(key)]),
) as { [K in BcrSectionSaveKey]: ReturnType<typeof sectionSave<K>> };

/** The BCR API of spec 2 section 7 (documents, PDF and e-mail are the next issue's). */
export const BCR_CONTRACTS = {
  load: defineContract({
    operationId: 'getBcr',
    method: 'GET',
    path: BCR_LOAD_PATH,
    summary: 'The BCR of a work (a blank one before the first save), with what the wizard may do',
    tag,
    auth: 'bearer',
    params: z.object({ formAId: idParamSchema.describe('The work (Form A) id.') }),
    response: bcrLoadResponseSchema,
    errors: [...SIGNED_IN_ERRORS, E.validation, E.notFound],
  }),
  saveWholeReport: defineContract({
    operationId: 'saveBcr',
    method: 'POST',
    path: BCR_API.saveWholeReport,
    summary: 'Save every section of a BCR at once (the offline sync)',
    tag,
    auth: 'bearer',
    body: bcrSaveRequestSchema,
    response: bcrSaveResponseSchema,
    errors: saveErrors,
  }),
  submit: defineContract({
    operationId: 'submitBcr',
    method: 'POST',
    path: BCR_SAVE_PATH.submit,
    summary: 'Save and submit a BCR: submit, submit for review or mark for final submission, by the summary status',
    tag,
    auth: 'bearer',
    body: bcrSubmitRequestSchema,
    response: bcrSubmitResponseSchema,
    errors: [...saveErrors, E.duplicateRequest],
  }),
  changeMode: defineContract({
    operationId: 'changeBcrMode',
    method: 'POST',
    path: BCR_API.changeMode,
    summary: 'Open a submitted BCR for editing, or return it to view mode (Super Admin)',
    tag,
    auth: 'bearer',
    body: bcrChangeModeRequestSchema,
    response: bcrModeResponseSchema,
    errors: saveErrors,
  }),
  deactivate: defineContract({
    operationId: 'deactivateBcr',
    method: 'POST',
    path: BCR_API.deactivate,
    summary: 'Delete a BCR (a leader, on a report sent to Hydstra)',
    tag,
    auth: 'bearer',
    body: bcrDeactivateRequestSchema,
    response: bcrDeactivateResponseSchema,
    errors: saveErrors,
  }),
} as const;
