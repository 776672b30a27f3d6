import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, describedBy } from '../../../components/ui/form-field';

interface Common {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  registration: UseFormRegisterReturn;
}

const aria = (id: string, error: string | undefined, required: boolean | undefined, helper: boolean) => ({
  'aria-invalid': error ? true : undefined,
  'aria-required': required || undefined,
  'aria-describedby': describedBy(id, helper, error),
});

/** A text input in the design system's frame, registered with the form. */
export function TextField({
  id,
  label,
  error,
  required,
  disabled,
  helper,
  registration,
  type = 'text',
  maxLength,
}: Common & { type?: string; maxLength?: number }) {
  return (
    <FormField id={id} label={label} error={error} required={required} helper={helper}>
      <input
        id={id}
        type={type}
        className="nsw-form__input"
        disabled={disabled}
        maxLength={maxLength}
        {...aria(id, error, required, !!helper)}
        {...registration}
      />
    </FormField>
  );
}

export function TextAreaField({ id, label, error, required, disabled, registration }: Common) {
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        className="nsw-form__input"
        rows={3}
        disabled={disabled}
        {...aria(id, error, required, false)}
        {...registration}
      />
    </FormField>
  );
}

export interface Choice {
  id: number;
  name: string;
}

/** A select of master-data choices; the empty first option reads "Select" (value ''). */
export function SelectField({
  id,
  label,
  error,
  required,
  disabled,
  registration,
  choices,
  placeholder = 'Select',
}: Common & { choices: readonly Choice[]; placeholder?: string }) {
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <select
        id={id}
        className="nsw-form__select"
        disabled={disabled}
        {...aria(id, error, required, false)}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A group of checkboxes (drilling endorsements) as one labelled field. */
export function CheckboxesField({
  id,
  label,
  error,
  required,
  disabled,
  registration,
  choices,
}: Common & { choices: readonly Choice[] }) {
  return (
    <div className="nsw-form__group">
      <fieldset
        className="nsw-form__fieldset"
        aria-describedby={describedBy(id, false, error)}
        id={id}
        tabIndex={-1}
      >
        <legend className={`nsw-form__legend${required ? ' nsw-form__required' : ''}`}>{label}</legend>
        <div className="app-people__checks">
          {choices.map((choice) => (
            <span key={choice.id}>
              <input
                className="nsw-form__checkbox-input"
                type="checkbox"
                id={`${id}-${choice.id}`}
                value={String(choice.id)}
                disabled={disabled}
                {...registration}
              />
              <label className="nsw-form__checkbox-label" htmlFor={`${id}-${choice.id}`}>
                {choice.name}
              </label>
            </span>
          ))}
        </div>
        {error ? (
          <span className="nsw-form__helper nsw-form__helper--error" id={`${id}-error`}>
            {error}
          </span>
        ) : null}
      </fieldset>
    </div>
  );
}
