import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  CONDITION_STATUS,
  WORK_PAGE,
  canAcceptConditions,
  nextWorkPage,
  validateConditionsSave,
  validateWorkAttributes,
  type ConditionsActor,
  type WorkDetailPayload,
} from '@driller/domain';
import { stepperContextOf } from './work-flow';
import { attributeIds, type WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

const acceptedIn = (loaded: WorkDetailPayload | null): boolean =>
  loaded?.formA.approvalConditions.approvalConditionStatus === CONDITION_STATUS.accepted;

/**
 * Page 3's decisions: who may tick the box, whether the saves are offered (until the conditions are
 * accepted, so pressing them explains what is missing), and the save itself with the domain's rules.
 */
export function useConditionsAcceptance() {
  const { loaded, access, user, myDriller, save, setIssues } = useWorkContext();
  const { getValues } = useFormContext<WorkFormValues>();
  const alreadyAccepted = acceptedIn(loaded);
  const [accepted, setAccepted] = useState(alreadyAccepted);
  const workDrillerId = getValues('drillerId') ?? null;
  const actor: ConditionsActor = { roleId: user.roleId, isDCA: user.isDCA, drillerId: myDriller?.drillerId ?? null };
  const allowed = canAcceptConditions(actor, workDrillerId) && loaded?.canAcceptConditions !== false;
  const ctx = stepperContextOf(getValues(), WORK_PAGE.actualLocation);
  const nextPage = nextWorkPage(WORK_PAGE.conditions, ctx) ?? WORK_PAGE.actualLocation;
  const modified = accepted !== alreadyAccepted;

  function saveConditions(kind: 'draft' | 'next') {
    const found = [
      ...validateWorkAttributes(attributeIds(getValues('workType')), user.roleId, WORK_PAGE.conditions),
      ...validateConditionsSave({ actor, workDrillerId, accepted, offline: access.offline }),
    ];
    if (found.length > 0) return setIssues(found);
    void save({
      kind,
      page: WORK_PAGE.conditions,
      goTo: kind === 'next' ? nextPage : WORK_PAGE.conditions,
      patch: {
        approvalConditions: { approvalConditionsId: getValues('approvalConditions')?.approvalConditionsId ?? 0, approvalConditionStatus: CONDITION_STATUS.accepted },
        acceptedRole: user.roleId,
        acceptedDates: new Date().toISOString(),
      },
    });
  }

  return {
    actor,
    workDrillerId,
    accepted,
    setAccepted,
    alreadyAccepted,
    modified,
    offerSave: modified || !alreadyAccepted,
    disabled: !allowed || access.readOnly || access.browseLocked,
    ctx,
    nextPage,
    saveConditions,
  };
}
