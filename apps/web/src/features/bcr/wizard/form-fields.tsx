import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDate, parseAuDate, type NumericLimit } from '@driller/domain';
import { FormField, describedBy } from '../../../components/ui/form-field';
import type { BcrFormValues } from './bcr-form-values';
import { NumericInput } from '../rows/numeric-input';
import { bcrFieldId, errorAt } from './field-ids';
import { useBcrWizard } from './wizard-context';

/*
 * The plain (non-row) fields of the wizard's form pages: each takes its report path, shows its label
 * as the spec names it, its error from the page's issues, and the id the error summary links to.
 */

type Path = FieldPath<BcrFormValues>;

interface FieldProps {
  path: Path;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
}

function useFieldFrame(path: string, hasHelper: boolean) {
  const { issues } = useBcrWizard();
  const id = bcrFieldId(path);
  const error = errorAt(issues, path);
  return { id, error, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hasHelper, error) } };
}

/** A number typed as text and cleaned as typed (the BCR's one NumericInput). */
export function NumberField({ path, label, required, disabled, helper, limit }: FieldProps & { limit: NumericLimit }) {
  const { id, error } = useFieldFrame(path, helper !== undefined);
  return (
    <FormField id={id} label={label} required={required} error={error} helper={helper}>
      <NumericInput id={id} name={path} limit={limit} error={error} hasHelper={helper !== undefined} disabled={disabled} nativeRequired={required} />
    </FormField>
  );
}

const blankToNull = (v: unknown) => (v === '' ? null : v);
const toId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a date field shows: a stored day as DD/MM/YYYY, text that is not yet a day as typed. */
export function dateText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return ISO_DAY.test(value) ? formatDate(value) : value;
}

/** What a date field stores: a day as yyyy-mm-dd, blank as null, anything else as typed (the schema refuses it). */
export function dateValue(text: string): string | null {
  if (text.trim() === '') return null;
  return parseAuDate(text) ?? text;
}

/** The DD/MM/YYYY text box of both date fields (a page's and a row's): typed as the spec shows dates, stored yyyy-mm-dd. */
export function dateTextInput(id: string, field: ControllerRenderProps<FieldValues, string>, disabled: boolean | undefined, attributes: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      id={id}
      ref={field.ref}
      name={field.name}
      className="nsw-form__input app-bcr-date"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      value={dateText(field.value)}
      onChange={(e) => field.onChange(dateValue(e.target.value))}
      onBlur={field.onBlur}
      {...attributes}
    />
  );
}

/**
 * A date typed DD/MM/YYYY (spec 2: dates shown DD/MM/YYYY), whatever the browser's locale: a native
 * date picker would show the computer's format, often MM/DD/YYYY.
 */
export function DateField({ path, label, required, disabled, helper = 'For example, 25/03/2025' }: FieldProps) {
  const { control } = useFormContext<BcrFormValues>();
  const { id, error, aria } = useFieldFrame(path, true);
  return (
    <FormField id={id} label={label} required={required} error={error} helper={helper}>
      <Controller
        control={control}
        name={path}
        render={({ field }) => dateTextInput(id, field as unknown as ControllerRenderProps<FieldValues, string>, disabled, { required, ...aria })}
      />
    </FormField>
  );
}

/** Free text, on one line or several. */
export function TextField({ path, label, required, disabled, helper, multiline = false }: FieldProps & { multiline?: boolean }) {
  const { register } = useFormContext<BcrFormValues>();
  const { id, error, aria } = useFieldFrame(path, helper !== undefined);
  const props = { id, disabled, required, ...aria, ...register(path, { setValueAs: blankToNull }) };
  return (
    <FormField id={id} label={label} required={required} error={error} helper={helper}>
      {multiline ? <textarea className="nsw-form__input" rows={3} {...props} /> : <input className="nsw-form__input" type="text" {...props} />}
    </FormField>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A select of a code list; numeric codes are stored as numbers, the blank choice as null. */
export function SelectField({ path, label, required, disabled, helper, options }: FieldProps & { options: readonly SelectOption[] }) {
  const { register } = useFormContext<BcrFormValues>();
  const { id, error, aria } = useFieldFrame(path, helper !== undefined);
  const numeric = options.every((o) => typeof o.value === 'number');
  return (
    <FormField id={id} label={label} required={required} error={error} helper={helper}>
      <select id={id} className="nsw-form__select" disabled={disabled} required={required} {...aria} {...register(path, { setValueAs: numeric ? toId : blankToNull })}>
        <option value="">Please select</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
