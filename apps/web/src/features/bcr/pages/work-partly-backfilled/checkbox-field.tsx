import { useFormContext } from 'react-hook-form';
import { helperId } from '../../../../components/ui/form-field';
import { scopedId, useFieldScope } from '../../rows/field-scope';

/** A yes/no of the report stored as a boolean; `locked` shows a value the page sets itself. */
export function CheckboxField({ name, label, helper, locked = false }: { name: string; label: string; helper?: string; locked?: boolean }) {
  const { register } = useFormContext();
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  return (
    <div className="nsw-form__group app-checkbox">
      <input
        id={id}
        className="nsw-form__checkbox-input"
        type="checkbox"
        disabled={scope.disabled || locked}
        aria-describedby={helper ? helperId(id) : undefined}
        {...register(name)}
      />
      <label className="nsw-form__checkbox-label" htmlFor={id}>
        {label}
      </label>
      {helper ? (
        <span className="nsw-form__helper" id={helperId(id)}>
          {helper}
        </span>
      ) : null}
    </div>
  );
}
