import { Controller, useFormContext } from 'react-hook-form';
import { cleanNumericInput, type NumericLimit } from '@driller/domain';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { scopedId, useFieldScope } from './field-scope';

export interface NumericFieldProps {
  name: string;
  label: string;
  /** The domain's digit limit (DIGIT_LIMITS): digits, decimals, whether a minus is allowed. */
  limit: NumericLimit;
  required?: boolean;
  helper?: string;
  /** Shown but not typed (a from-depth linked to the previous row's "To"). */
  locked?: boolean;
  /** After the user leaves the field (fills a calculated neighbour, e.g. OD from ID and wall). */
  onBlurred?: () => void;
}

/** A number or the text being typed; blanks show empty. */
export const shownNumber = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/**
 * A numeric input cleaned as typed with the domain's rule (spec 2 section 5: digits only, leading zeros
 * removed, decimals and digits cut to the field's limit, a minus only where allowed). It holds the
 * cleaned text; the row's schema turns it into a number on save.
 */
export function NumericField({ name, label, limit, required = false, helper, locked = false, onBlurred }: NumericFieldProps) {
  const { control } = useFormContext();
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  const error = scope.errorOf(name);
  return (
    <FormField id={id} label={label} helper={helper} error={error} required={required}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            className="nsw-form__input"
            inputMode={limit.decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={shownNumber(field.value)}
            onChange={(event) => field.onChange(cleanNumericInput(event.target.value, limit))}
            onBlur={() => {
              field.onBlur();
              onBlurred?.();
            }}
            disabled={scope.disabled}
            readOnly={locked}
            aria-readonly={locked || undefined}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, helper !== undefined, error)}
          />
        )}
      />
    </FormField>
  );
}
