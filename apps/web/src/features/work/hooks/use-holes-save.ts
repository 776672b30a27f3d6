import { useFormContext } from 'react-hook-form';
import {
  WORK_PAGE,
  hasErrors,
  holeDistanceWarnings,
  holeDistances,
  holeExceptionCodes,
  parseCoordinate,
  referenceNumberWarning,
  validateMonitoringHoles,
} from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { holeRowOf } from './hole-row-values';
import { attributeIds, type WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

/**
 * Saving the monitoring page: the hole rules (errors listed as 'Row#n : ...'), then the confirms for
 * holes far from the pilot and a Reference no that looks like an approval number; each confirmed
 * warning's code is stored with its hole or the work. Lands on the conditions page.
 */
export function useHolesSave() {
  const { user, save, setIssues } = useWorkContext();
  const { getValues } = useFormContext<WorkFormValues>();
  const dialogs = useDialogs();

  return async function saveHoles(): Promise<void> {
    const values = getValues();
    const holes = values.workDetailsMonitoring ?? [];
    const rows = holes.map(holeRowOf);
    const errors = validateMonitoringHoles(rows, { attribute3: attributeIds(values.workType).attribute3, roleId: user.roleId });
    if (hasErrors(errors)) return setIssues(errors);
    const holeWarnings = holeDistanceWarnings(rows);
    const referenceWarnings = values.approvalNumberSupplied ? [] : referenceNumberWarning(values.referenceNo);
    for (const w of [...holeWarnings, ...referenceWarnings]) if (!(await dialogs.confirm(w.message))) return;
    const distances = holeDistances(rows);
    const codes = holeExceptionCodes(rows);
    const workDetailsMonitoring = holes.map((h, i) => ({
      ...h,
      actualLatitude: parseCoordinate(rows[i]?.actualLatitude),
      actualLongitude: parseCoordinate(rows[i]?.actualLongitude),
      driller: rows[i]?.driller ?? null,
      holeType: rows[i]?.holeType === 1 || rows[i]?.holeType === 2 ? rows[i]?.holeType : null,
      noOfPipes: rows[i]?.noOfPipes ?? null,
      distance: distances[i] ?? null,
      exceptionReasonCode: codes[i] ?? h.exceptionReasonCode ?? null,
    })) as WorkFormValues['workDetailsMonitoring'];
    await save({
      kind: 'draft',
      page: WORK_PAGE.monitoringHoles,
      goTo: WORK_PAGE.conditions,
      patch: { workDetailsMonitoring, ...(referenceWarnings[0]?.code ? { exceptionReasonCode: referenceWarnings[0].code } : {}) },
    });
  };
}
