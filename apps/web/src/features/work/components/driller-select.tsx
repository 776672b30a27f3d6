import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ROLE } from '@driller/domain';
import { FormField, describedBy } from '../../../components/ui/form-field';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import { useDrillerChange } from '../hooks/use-driller-change';
import type { WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';

const DRILLER_ID = fieldIdFor('drillerId');
const COMPANY_ID = fieldIdFor('company');

/** The driller the work is assigned to; a Super Admin first narrows the list by company. */
export function DrillerSelect({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<WorkFormValues>();
  const drillerId = useWatch({ control, name: 'drillerId' });
  const { master, user, issues } = useWorkContext();
  const { choose } = useDrillerChange();
  const superAdmin = user.roleId === ROLE.superAdmin;
  const current = master.drillers.find((d) => d.drillerId === drillerId);
  const companies = [...new Set(master.drillers.map((d) => d.companyName ?? ''))].filter((c) => c !== '').sort();
  const [company, setCompany] = useState(current?.companyName ?? '');
  const drillers = superAdmin && company !== '' ? master.drillers.filter((d) => d.companyName === company) : master.drillers;
  const error = issueFor(issues, 'drillerId');

  return (
    <>
      {superAdmin ? (
        <FormField id={COMPANY_ID} label="Company / Registered business">
          <select id={COMPANY_ID} className="nsw-form__select" value={company} disabled={disabled} onChange={(e) => setCompany(e.target.value)}>
            <option value="">All companies</option>
            {companies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <FormField id={DRILLER_ID} label="Driller" error={error} required>
        <select
          id={DRILLER_ID}
          className="nsw-form__select"
          value={drillerId ?? ''}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(DRILLER_ID, false, error)}
          onChange={(e) => void choose(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">Please select</option>
          {drillers.map((d) => (
            <option key={d.drillerId} value={d.drillerId}>
              {`${d.drillerName} (${d.licenceNo})`}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
