import { useFormContext, useWatch } from 'react-hook-form';
import {
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  attribute3Options,
  attribute4Options,
  showsAttribute4,
  type AttributeOption,
} from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';
import { useWorkTypeChange, type AttributeLevel } from '../hooks/use-work-type-change';

function AttributeSelect({
  level,
  options,
  value,
  disabled,
  error,
  onChange,
}: {
  level: AttributeLevel;
  options: readonly AttributeOption[];
  value: number | null;
  disabled: boolean;
  error: string | undefined;
  onChange: (level: AttributeLevel, id: number | null) => void;
}) {
  const id = fieldIdFor(`workAttribute${level}`);
  return (
    <FormField id={id} label={`Work Details ${level}`} error={error} required>
      <select
        id={id}
        className="nsw-form__select"
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(level, e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">Please select</option>
        {options.map((o) => (
          <option key={o.id} value={o.id} disabled={o.disabled}>
            {o.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Work Details 1 to 4 with the cascade: 2 narrows 3, 3 decides 4 (hidden for some types). */
export function WorkAttributeSelects() {
  const { control } = useFormContext<WorkFormValues>();
  const workType = useWatch({ control, name: 'workType' });
  const { access, issues } = useWorkContext();
  const { change } = useWorkTypeChange();
  const ids = attributeIds(workType);
  const disabled = access.disableWorkFields || access.readOnly || access.browseLocked;
  const errorFor = (level: AttributeLevel) => issueFor(issues, `workAttribute${level}`);

  return (
    <div className="app-attribute-grid">
      <AttributeSelect level={1} options={WORK_ATTRIBUTE_1_OPTIONS} value={ids.attribute1} disabled={disabled} error={errorFor(1)} onChange={change} />
      <AttributeSelect level={2} options={WORK_ATTRIBUTE_2_OPTIONS} value={ids.attribute2} disabled={disabled} error={errorFor(2)} onChange={change} />
      <AttributeSelect level={3} options={attribute3Options(ids.attribute2)} value={ids.attribute3} disabled={disabled || ids.attribute2 === null} error={errorFor(3)} onChange={change} />
      {showsAttribute4(ids.attribute3) ? (
        <AttributeSelect level={4} options={attribute4Options(ids.attribute3)} value={ids.attribute4} disabled={disabled} error={errorFor(4)} onChange={change} />
      ) : null}
    </div>
  );
}
