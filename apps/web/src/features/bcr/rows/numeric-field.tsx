import type { NumericLimit } from '@driller/domain';
import { FormField } from '../../../components/ui/form-field';
import { scopedId, useFieldScope } from './field-scope';
import { NumericInput } from './numeric-input';

export interface NumericFieldProps {
  name: string;
  label: string;
  /** The domain's digit limit (DIGIT_LIMITS): digits, decimals, whether a minus is allowed. */
  limit: NumericLimit;
  required?: boolean;
  helper?: string;
  /** Shown but not typed (a from-depth linked to the previous row's "To"). */
  locked?: boolean;
  /**
   * After the user leaves the field (fills a calculated neighbour, e.g. OD from ID and wall), with the
   * form name of the field the focus moves into, if any.
   */
  onBlurred?: (entering: string | null) => void;
}

/**
 * A row field's numeric input (see NumericInput): its id and error come from the row editor's scope.
 */
export function NumericField({ name, label, limit, required = false, helper, locked = false, onBlurred }: NumericFieldProps) {
  const scope = useFieldScope();
  const id = scopedId(scope, name);
  const error = scope.errorOf(name);
  return (
    <FormField id={id} label={label} helper={helper} error={error} required={required}>
      <NumericInput
        id={id}
        name={name}
        limit={limit}
        error={error}
        hasHelper={helper !== undefined}
        disabled={scope.disabled}
        required={required}
        locked={locked}
        onBlurred={onBlurred}
      />
    </FormField>
  );
}
