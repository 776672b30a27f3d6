import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  EMPTY_SECTION_COUNTS,
  SINGLE_SPEARPOINT_WORK_TYPE,
  SPEARPOINT_IS_BORE,
  validateWorkTypeChange,
  withAttribute2,
  withAttribute3,
  type BcrSectionCounts,
  type WorkAttributeIds,
} from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { sectionsStatusQueryOptions } from '../api/get-sections-status';
import { attributeIds, workTypeFromIds, type WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

export type AttributeLevel = 1 | 2 | 3 | 4;

function applyLevel(current: WorkAttributeIds, level: AttributeLevel, id: number | null): WorkAttributeIds {
  if (level === 1) return { ...current, attribute1: id };
  if (level === 2) return withAttribute2(current, id);
  if (level === 3) return withAttribute3(current, id);
  return { ...current, attribute4: id };
}

/**
 * Changing Work Details 1-4: the cascade, then the work-type rules against the saved work type and
 * its BCR sections. A refused change is not applied (the select keeps its value) and is alerted.
 */
export function useWorkTypeChange() {
  const { getValues, setValue } = useFormContext<WorkFormValues>();
  const { formAId, loaded, access } = useWorkContext();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const saved = loaded ? attributeIds(loaded.workType) : null;

  async function sectionCounts(next: WorkAttributeIds): Promise<BcrSectionCounts> {
    if (formAId <= 0 || next.attribute3 === null) return EMPTY_SECTION_COUNTS;
    try {
      return (await queryClient.fetchQuery(sectionsStatusQueryOptions(formAId, next.attribute3))).counts;
    } catch {
      // The server re-runs the rule on save; a failed look-up must not block choosing a type.
      return EMPTY_SECTION_COUNTS;
    }
  }

  async function apply(next: WorkAttributeIds): Promise<boolean> {
    const issues = validateWorkTypeChange({
      previous: saved,
      next,
      formExists: formAId > 0,
      offline: access.offline,
      sectionCounts: await sectionCounts(next),
    });
    const refusal = issues.find((i) => i.severity === 'error');
    if (refusal) {
      await dialogs.alert(refusal.message);
      return false;
    }
    const previous = getValues('workType');
    const workType = workTypeFromIds(next, previous);
    const notice = issues.find((i) => i.severity === 'warning');
    if (notice) workType.deleteCasingSupport = '1';
    setValue('workType', workType, { shouldDirty: true });
    if (notice) await dialogs.alert(notice.message);
    return true;
  }

  const change = (level: AttributeLevel, id: number | null) => apply(applyLevel(attributeIds(getValues('workType')), level, id));

  /** The questionnaire's single-spearpoint outcome sets the spearpoint work type. */
  const applySingleSpearpoint = () => apply({ ...attributeIds(getValues('workType')), ...SINGLE_SPEARPOINT_WORK_TYPE });

  /** The questionnaire found a bore: the exception reason is kept with the work. */
  const markBore = () => setValue('exceptionReasonCode', SPEARPOINT_IS_BORE, { shouldDirty: true });

  return { change, applySingleSpearpoint, markBore };
}
