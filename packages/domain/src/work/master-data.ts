import { BORE_TYPES } from '../bcr/sections/summary/summary.constants';
import { HOLE_TYPE_NAMES } from './monitoring-holes';
import { SPEARPOINT_QUESTIONS } from './spearpoint';

/**
 * Purposes of a monitoring work drilled without a work approval (master data purposeWithoutApproval).
 * The spec names the list but not its entries; docs/decisions.md records these.
 */
export const PURPOSE_WITHOUT_APPROVAL_OPTIONS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Groundwater level and quality monitoring' },
  { id: 2, name: 'Contamination assessment or remediation' },
  { id: 3, name: 'Geotechnical investigation' },
  { id: 4, name: 'Mine or quarry monitoring' },
  { id: 5, name: 'Other' },
];

export const BORE_TYPE_OPTIONS: readonly { id: number; name: string }[] = BORE_TYPES.map((b) => ({
  id: b.id,
  name: b.name,
}));

export const HOLE_TYPE_OPTIONS: readonly { id: number; name: string }[] = Object.entries(HOLE_TYPE_NAMES).map(
  ([id, name]) => ({
    id: Number(id),
    name,
  }),
);

/** The questionnaire as master data: no response yet, only the first question displayed. */
export function spearpointQuestionnaireItems() {
  return SPEARPOINT_QUESTIONS.map((q) => ({
    spearpointQuestionId: q.spearpointQuestionId,
    spearpointQuestionName: q.spearpointQuestionName,
    options: q.options.map((o) => ({ value: o.value, label: o.label })),
    response: null,
    display: q.spearpointQuestionId === 1,
  }));
}
