import { useFormContext } from 'react-hook-form';
import { YES_NO_OPTIONS } from '@driller/domain';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { CodeSelect } from './code-select';
import { scopedId, useFieldScope } from './field-scope';

/** Blank text is stored as null, as the schema reads it. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A free-text field (a textarea when `multiline`); the domain's text limits are checked on save. */
export function TextField({ name, label, required = false, multiline = false, helper }: { name: string; label: string; required?: boolean; multiline?: boolean; helper?: string }) {
  const { register } = useFormContext();
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  const error = scope.errorOf(name);
  const common = {
    id,
    disabled: scope.disabled,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, helper !== undefined, error),
    ...register(name, { setValueAs: blankToNull }),
  };
  return (
    <FormField id={id} label={label} helper={helper} error={error} required={required}>
      {multiline ? <textarea className="nsw-form__input" rows={3} {...common} /> : <input className="nsw-form__input" autoComplete="off" {...common} />}
    </FormField>
  );
}

/** Yes / No stored as 1 / 0 (domain YES_NO). */
export function YesNoSelect({ name, label, required = false, blank = true, onChanged }: { name: string; label: string; required?: boolean; blank?: boolean; onChanged?: (value: number | string | null) => void }) {
  return <CodeSelect name={name} label={label} options={YES_NO_OPTIONS} required={required} blank={blank} onChanged={onChanged} />;
}

/** A value the page calculates (thickness, cumulative yield): shown in the field's place, not typed. */
export function CalculatedField({ name, label, value }: { name: string; label: string; value: number | null }) {
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  return (
    <FormField id={id} label={label} helper="Calculated automatically">
      <input id={id} className="nsw-form__input app-calculated" value={value === null ? '' : String(value)} readOnly aria-readonly aria-describedby={`${id}-helper`} />
    </FormField>
  );
}
