import type { ComponentProps } from 'react';
import { FormField } from './form-field';

/**
 * A text box of a search form (company, driller and user searches): Enter in it searches
 * (data-enter="search") instead of moving to the next field. The rest of the props go to the input,
 * so it works controlled or registered with react-hook-form.
 */
export function SearchBox({ id, label, ...input }: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <FormField id={id} label={label}>
      <input id={id} className="nsw-form__input" data-enter="search" {...input} />
    </FormField>
  );
}

export interface SearchOption {
  value: string | number;
  label: string;
}

/** A select of a search form, its options in the order given (an "All" option among them). */
export function SearchSelect({
  id,
  label,
  options,
  ...select
}: { id: string; label: string; options: readonly SearchOption[] } & ComponentProps<'select'>) {
  return (
    <FormField id={id} label={label}>
      <select id={id} className="nsw-form__select" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
