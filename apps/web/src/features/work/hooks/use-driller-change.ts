import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ROLE,
  WORK_PAGE,
  drillerChangeOutcome,
  reassignedCopy,
  savingFailedMessage,
  type DrillerOption,
} from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { newIdempotencyKey } from '../api/api-path';
import { useChangeWorkAssignment } from '../api/change-work-assignment';
import { storeWorkPage } from './stored-work-page';
import { attributeIds, type WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

const sameType = (a: WorkFormValues['workType'], b: WorkFormValues['workType']): boolean =>
  JSON.stringify(attributeIds(a)) === JSON.stringify(attributeIds(b));

/**
 * Choosing another driller: a new work just takes them; a saved draft in the same company with the
 * same work type transfers after the confirm (Cancel restores the previous driller); a Super Admin
 * moving it to another company starts a copy; anything else is refused.
 */
export function useDrillerChange() {
  const { getValues, setValue } = useFormContext<WorkFormValues>();
  const { formAId, loaded, user, master } = useWorkContext();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const change = useChangeWorkAssignment();

  const byId = (id: number | null | undefined): DrillerOption | undefined => master.drillers.find((d) => d.drillerId === id);

  async function choose(drillerId: number | null): Promise<void> {
    const previous = getValues('drillerId') ?? null;
    const from = byId(loaded?.formA.drillerId ?? previous);
    const to = byId(drillerId);
    if (!loaded || !to || !from || drillerId === loaded.formA.drillerId) {
      setValue('drillerId', drillerId, { shouldDirty: true });
      return;
    }
    const outcome = drillerChangeOutcome({
      formAId,
      formStatus: loaded.formA.formStatus,
      sameCompany: from.organisationId === to.organisationId,
      sameWorkType: sameType(getValues('workType'), loaded.workType),
      isSuperAdmin: user.roleId === ROLE.superAdmin,
      workId: loaded.formA.workId ?? '',
      approvalNo: loaded.formA.workApprovalNo ?? '',
      toDriller: to.drillerName,
      fromDriller: from.drillerName,
    });
    if (outcome.kind === 'refuse') {
      await dialogs.alert(outcome.message);
      return;
    }
    if (outcome.kind === 'reassignCopy') {
      const copy = reassignedCopy({ formAId, approvalConditions: getValues('approvalConditions') ?? null });
      setValue('formAId', copy.formAId, { shouldDirty: true });
      setValue('approvalConditions', { approvalConditionsId: 0, approvalConditionStatus: 0 }, { shouldDirty: true });
      setValue('drillerId', drillerId, { shouldDirty: true });
      return;
    }
    if (outcome.kind === 'confirmTransfer' && !(await dialogs.confirm(outcome.message))) return;
    try {
      const result = await change.mutateAsync({
        workDetails: { formAId, version: loaded.version, drillerId: to.drillerId, confirmed: true, idempotencyKey: newIdempotencyKey() },
      });
      if (!result.success) {
        await dialogs.alert(result.message);
        return;
      }
      // Spec: the page reloads to /work?id={id} on page 1.
      storeWorkPage(WORK_PAGE.workDetails);
      void navigate(`/Work?id=${result.data.id}`, { state: { flash: result.message } });
    } catch (e) {
      await dialogs.alert(savingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  return { choose };
}
