import { Controller, useFormContext } from 'react-hook-form';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { dateTextInput } from '../wizard/form-fields';
import { scopedId, useFieldScope } from './field-scope';

const HELPER = 'For example, 25/03/2025';

/**
 * A row's date typed DD/MM/YYYY (spec 2: dates shown DD/MM/YYYY) and stored yyyy-mm-dd, as the page
 * fields' DateField: the browser's date picker shows the computer's format whatever the page's locale
 * (MM/DD/YYYY in the journeys' Chromium). A day in the future is refused by the section's rules.
 */
export function DateField({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const { control } = useFormContext();
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  const error = scope.errorOf(name);
  return (
    <FormField id={id} label={label} error={error} required={required} helper={HELPER}>
      <Controller
        control={control}
        name={name}
        render={({ field }) =>
          dateTextInput(id, field, scope.disabled, { 'aria-required': required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, true, error) })
        }
      />
    </FormField>
  );
}
