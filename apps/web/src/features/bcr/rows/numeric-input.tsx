import { Controller, useFormContext } from 'react-hook-form';
import { cleanNumericInput, type NumericLimit } from '@driller/domain';
import { describedBy } from '../../../components/ui/form-field';

export interface NumericInputProps {
  id: string;
  /** The form path the input edits. */
  name: string;
  /** The domain's digit limit (DIGIT_LIMITS): digits, decimals, whether a minus is allowed. */
  limit: NumericLimit;
  error?: string;
  hasHelper: boolean;
  disabled?: boolean;
  /** Announced as required; the spec's messages, not the browser's, say what is missing. */
  required?: boolean;
  /** Also the HTML `required` attribute (the wizard's page-level fields carry it). */
  nativeRequired?: boolean;
  /** Shown but not typed (a from-depth linked to the previous row's "To"). */
  locked?: boolean;
  /** After the user leaves the field, with the form name of the field the focus moves into, if any. */
  onBlurred?: (entering: string | null) => void;
}

/** A number or the text being typed; blanks show empty. */
export const shownNumber = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/**
 * The one numeric input of the BCR's forms, cleaned as typed with the domain's rule (spec 2 section 5:
 * digits only, leading zeros removed, decimals and digits cut to the field's limit, a minus only where
 * allowed). It holds the cleaned text; the report's schema turns it into a number on save.
 */
export function NumericInput({ id, name, limit, error, hasHelper, disabled, required = false, nativeRequired = false, locked = false, onBlurred }: NumericInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          className="nsw-form__input"
          type="text"
          inputMode={limit.decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={shownNumber(field.value)}
          onChange={(event) => field.onChange(cleanNumericInput(event.target.value, limit))}
          onBlur={(event) => {
            field.onBlur();
            const next = event.relatedTarget;
            onBlurred?.(next instanceof HTMLInputElement ? next.name : null);
          }}
          disabled={disabled}
          required={nativeRequired || undefined}
          readOnly={locked}
          aria-readonly={locked || undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hasHelper, error)}
        />
      )}
    />
  );
}
