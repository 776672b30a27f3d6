import { useFormContext } from 'react-hook-form';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { scopedId, useFieldScope } from './field-scope';

/** A blank date is stored as null, as the schema reads it. */
const blankToNull = (v: unknown) => (v === '' ? null : v);

/**
 * A date in the browser's date picker (shown DD/MM/YYYY in an en-AU browser, stored yyyy-mm-dd). `max`
 * (yyyy-mm-dd, the view's `today`) stops the picker offering a day in the future where the rules refuse one.
 */
export function DateField({ name, label, required = false, max }: { name: string; label: string; required?: boolean; max?: string }) {
  const { register } = useFormContext();
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  const error = scope.errorOf(name);
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <input
        id={id}
        className="nsw-form__input"
        type="date"
        max={max}
        disabled={scope.disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, error)}
        {...register(name, { setValueAs: blankToNull })}
      />
    </FormField>
  );
}
