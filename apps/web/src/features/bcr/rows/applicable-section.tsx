import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { activeRows, isNotApplicable, type NotApplicableFlag, type RowBase } from '@driller/domain';
import type { BcrFormValues } from '../wizard/bcr-form-values';
import { useBcrWizard } from '../wizard/wizard-context';
import { NotApplicableToggle } from './not-applicable-toggle';

type MarkName =
  | 'summary.annulusFillSealMarkNotApplicable'
  | 'summary.boreDevelopmentMarkNotApplicable'
  | 'summary.disinfectionOnCompletionMarkNotApplicable';

/**
 * A section with the Not Applicable / Applicable toggle (annulus fill / seal, bore development,
 * disinfection): its content shows once it is Applicable, and also while rows remain under a Not
 * Applicable mark (a report saved that way), so they can be removed ("... should be empty").
 */
export function ApplicableSection({
  mark,
  rows,
  children,
  onNotApplicable,
}: {
  mark: MarkName;
  rows: readonly RowBase[];
  children: ReactNode;
  onNotApplicable?: () => void;
}) {
  const { readOnly, refreshing } = useBcrWizard();
  const flag = useWatch<BcrFormValues, MarkName>({ name: mark }) as NotApplicableFlag | undefined;
  const shown = !isNotApplicable(flag) || activeRows(rows).length > 0;
  return (
    <>
      <NotApplicableToggle name={mark} rows={rows} disabled={readOnly || refreshing} onNotApplicable={onNotApplicable} />
      {shown ? children : null}
    </>
  );
}
