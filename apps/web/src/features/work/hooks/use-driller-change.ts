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

  /** The domain's verdict on moving a saved work from one driller to another. */
  function outcomeOf(from: DrillerOption, to: DrillerOption, work: NonNullable<typeof loaded>) {
    return drillerChangeOutcome({
      formAId,
      formStatus: work.formA.formStatus,
      sameCompany: from.organisationId === to.organisationId,
      sameWorkType: sameType(getValues('workType'), work.workType),
      isSuperAdmin: user.roleId === ROLE.superAdmin,
      workId: work.formA.workId ?? '',
      approvalNo: work.formA.workApprovalNo ?? '',
      toDriller: to.drillerName,
      fromDriller: from.drillerName,
    });
  }

  /** A Super Admin's move to another company: the form becomes a copy with unaccepted conditions. */
  function startCopy(drillerId: number) {
    const copy = reassignedCopy({ formAId, approvalConditions: getValues('approvalConditions') ?? null });
    setValue('formAId', copy.formAId, { shouldDirty: true });
    setValue('approvalConditions', { approvalConditionsId: 0, approvalConditionStatus: 0 }, { shouldDirty: true });
    setValue('drillerId', drillerId, { shouldDirty: true });
  }

  async function transfer(to: DrillerOption, version: number): Promise<void> {
    try {
      const result = await change.mutateAsync({
        workDetails: { formAId, version, drillerId: to.drillerId, confirmed: true, idempotencyKey: newIdempotencyKey() },
      });
      if (!result.success) return void (await dialogs.alert(result.message));
      // Spec: the page reloads to /work?id={id} on page 1.
      storeWorkPage(WORK_PAGE.workDetails);
      void navigate(`/Work?id=${result.data.id}`, { state: { flash: result.message } });
    } catch (e) {
      await dialogs.alert(savingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  async function choose(drillerId: number | null): Promise<void> {
    const previous = getValues('drillerId') ?? null;
    const from = byId(loaded?.formA.drillerId ?? previous);
    const to = byId(drillerId);
    if (!loaded || !to || !from || drillerId === loaded.formA.drillerId) {
      setValue('drillerId', drillerId, { shouldDirty: true });
      return;
    }
    const outcome = outcomeOf(from, to, loaded);
    if (outcome.kind === 'refuse') return void (await dialogs.alert(outcome.message));
    if (outcome.kind === 'reassignCopy') return startCopy(to.drillerId);
    if (outcome.kind === 'confirmTransfer' && !(await dialogs.confirm(outcome.message))) return;
    await transfer(to, loaded.version);
  }

  return { choose };
}
