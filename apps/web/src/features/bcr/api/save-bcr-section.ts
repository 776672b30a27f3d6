import { BCR_SECTION_SAVE_CONTRACTS, type BcrSaveRequest, type BcrSaveResponse, type BcrSectionSaveKey } from '@driller/domain';
import { callApi } from '../../../lib/api/client';

// Every section route takes the same body and answers the same envelope (they differ in path only).
type SectionSaveContract = (typeof BCR_SECTION_SAVE_CONTRACTS)['summary'];

/** POST one section's save route (spec 2 section 7) with the whole report; answers the new view. */
export async function saveBcrSection(key: BcrSectionSaveKey, body: BcrSaveRequest): Promise<BcrSaveResponse> {
  const contract: SectionSaveContract = BCR_SECTION_SAVE_CONTRACTS[key];
  return callApi(contract, { body });
}
