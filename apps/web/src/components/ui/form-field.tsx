import { useId, type ReactNode } from 'react';
import { Icon } from './icon';

/** ids of a field's helper and error texts, for aria-describedby. */
export const helperId = (id: string): string => `${id}-helper`;
export const errorId = (id: string): string => `${id}-error`;

export function describedBy(id: string, hasHelper: boolean, error: string | undefined): string | undefined {
  const ids = [hasHelper ? helperId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The design system's error message under a field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span className="nsw-form__helper nsw-form__helper--error" id={errorId(id)}>
      <Icon name="error" size={20} className="app-field-error__icon" />
      {message}
    </span>
  );
}

/**
 * A labelled field in the design system's layout: label, optional helper text, the control, and the
 * error under it. The control itself is passed in so inputs, selects and textareas share one frame.
 */
export function FormField({
  id,
  label,
  helper,
  error,
  required = false,
  children,
  className,
}: {
  id: string;
  label: string;
  helper?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`nsw-form__group${className ? ` ${className}` : ''}`}>
      {/* The design system draws the required asterisk itself (::after), and screen readers get `required` from the control. */}
      <label className={`nsw-form__label${required ? ' nsw-form__required' : ''}`} htmlFor={id}>
        {label}
      </label>
      {helper ? (
        <span className="nsw-form__helper" id={helperId(id)}>
          {helper}
        </span>
      ) : null}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A read-only value shown as a labelled definition (approval fields), not a disabled input. `named`
 * gives the value its label as its accessible name, so it is found by its label like a field (the
 * Summary's read-only Drilling Company and Driller Name); it is left off where a label is part of an
 * editable field's (Approved latitude beside Latitude), which would then find both.
 */
export function ReadOnlyValue({ label, value, testId, named = false }: { label: string; value: ReactNode; testId?: string; named?: boolean }) {
  const labelId = useId();
  return (
    <div className="app-readonly">
      <dt id={labelId}>{label}</dt>
      <dd data-testid={testId} aria-labelledby={named ? labelId : undefined}>
        {value === '' || value === null || value === undefined ? '—' : value}
      </dd>
    </div>
  );
}
