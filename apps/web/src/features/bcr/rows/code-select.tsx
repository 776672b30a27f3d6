import { Controller, useFormContext } from 'react-hook-form';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { scopedId, useFieldScope } from './field-scope';

export interface CodeOption {
  id: number | string;
  name: string;
}

export interface CodeSelectProps {
  name: string;
  label: string;
  /** A code list of the domain (`*.constants.ts`). */
  options: readonly CodeOption[];
  required?: boolean;
  helper?: string;
  /** Shown but not changed (a value the rules force, e.g. casing type Open end). */
  locked?: boolean;
  /** Offer a blank choice (default); minutes and yes/no with a default leave it out. */
  blank?: boolean;
  /** A change beyond setting the value (clearing fields that no longer apply). */
  onChanged?: (value: number | string | null) => void;
}

/** Ids arrive as numbers or numeric text; a select's value is text. */
const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A select over a domain code list, storing the code (number ids stay numbers). */
export function CodeSelect({ name, label, options, required = false, helper, locked = false, blank = true, onChanged }: CodeSelectProps) {
  const { control } = useFormContext();
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  const error = scope.errorOf(name);
  const numeric = options.every((o) => typeof o.id === 'number');
  return (
    <FormField id={id} label={label} helper={helper} error={error} required={required}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            className="nsw-form__select"
            value={shown(field.value)}
            onChange={(event) => {
              const raw = event.target.value;
              const value = raw === '' ? null : numeric ? Number(raw) : raw;
              field.onChange(value);
              onChanged?.(value);
            }}
            onBlur={field.onBlur}
            disabled={scope.disabled || locked}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, helper !== undefined, error)}
          >
            {blank ? <option value="">Please select</option> : null}
            {options.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        )}
      />
    </FormField>
  );
}

/** The name of a code in its list, for the table's read-only cells. */
export function codeName(options: readonly CodeOption[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return options.find((o) => String(o.id) === String(value))?.name ?? String(value);
}
