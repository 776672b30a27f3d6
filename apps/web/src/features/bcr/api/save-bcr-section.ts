import { BCR_SECTION_SAVE_CONTRACTS, type BcrSaveRequest, type BcrSaveResponse, type BcrSectionSaveKey } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

/** POST one section's save route (spec 2 section 7) with the whole report; answers the new view. */
export async function saveBcrSection(key: BcrSectionSaveKey, body: BcrSaveRequest): Promise<BcrSaveResponse> {
  return callApi(BCR_SECTION_SAVE_CONTRACTS[key], { body }) as Promise<BcrSaveResponse>;
}
