import { useFormContext, useWatch } from 'react-hook-form';
import { NOT_APPLICABLE_FLAG, isNotApplicable, toggleNotApplicable, type NotApplicableFlag, type RowBase } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import type { BcrFormValues } from '../wizard/bcr-form-values';
import { bcrFieldId } from '../wizard/field-ids';

type MarkName =
  | 'summary.annulusFillSealMarkNotApplicable'
  | 'summary.boreDevelopmentMarkNotApplicable'
  | 'summary.disinfectionOnCompletionMarkNotApplicable';

/**
 * The Not Applicable / Applicable toggle of annulus fill, bore development and disinfection (spec 2
 * section 4): on sets 1, off sets 2, a blank mark reads Not Applicable; marking it Not Applicable is
 * refused, with the spec's message, while saved rows exist.
 */
export function NotApplicableToggle({
  name,
  rows,
  disabled,
  onNotApplicable,
}: {
  name: MarkName;
  rows: readonly RowBase[];
  disabled: boolean;
  /** Called once the mark is set Not Applicable (bore development clears its chemical). */
  onNotApplicable?: () => void;
}) {
  const { setValue } = useFormContext<BcrFormValues>();
  const { alert } = useDialogs();
  const flag = useWatch<BcrFormValues, MarkName>({ name }) as NotApplicableFlag | undefined;
  const notApplicable = isNotApplicable(flag);
  const id = bcrFieldId(name);

  async function choose(markNotApplicable: boolean) {
    const result = toggleNotApplicable(markNotApplicable, rows);
    if (result.refused) await alert(result.refused);
    setValue(name, result.flag, { shouldDirty: true });
    if (result.flag === NOT_APPLICABLE_FLAG.notApplicable) onNotApplicable?.();
  }

  return (
    <fieldset className="nsw-form__fieldset app-not-applicable" id={id} tabIndex={-1}>
      <legend className="sr-only">Not Applicable or Applicable</legend>
      <div className="app-not-applicable__options">
        {[
          { value: true, label: 'Not Applicable' },
          { value: false, label: 'Applicable' },
        ].map((o) => (
          <span key={o.label}>
            <input
              className="nsw-form__radio-input"
              type="radio"
              id={`${id}-${o.value ? NOT_APPLICABLE_FLAG.notApplicable : NOT_APPLICABLE_FLAG.applicable}`}
              name={id}
              checked={notApplicable === o.value}
              disabled={disabled}
              onChange={() => void choose(o.value)}
            />
            <label className="nsw-form__radio-label" htmlFor={`${id}-${o.value ? NOT_APPLICABLE_FLAG.notApplicable : NOT_APPLICABLE_FLAG.applicable}`}>
              {o.label}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
