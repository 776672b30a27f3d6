import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { nextSearchState } from '@driller/domain';
import type { ApprovalWork } from '../api/search-approval';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { useSelectApprovalWork } from '../hooks/use-select-approval-work';
import { ApprovalSearch } from './approval-search';
import { ApprovalSummary } from './approval-summary';
import { ApprovalWorksTable } from './approval-works-table';

/** The approval number search, the works under it, and the chosen work's approval details. */
export function ApprovalSection({ disabled, canChangeWork }: { disabled: boolean; canChangeWork: boolean }) {
  const { control, getValues, setValue } = useFormContext<WorkFormValues>();
  const [workId, workType, approvalNo] = useWatch({ control, name: ['workId', 'workType', 'workApprovalNo'] });
  const [works, setWorks] = useState<ApprovalWork[] | null>(null);
  const { select } = useSelectApprovalWork();

  const onResults = (_approvalNo: string, found: ApprovalWork[]) => {
    setWorks(found);
    const state = getValues('searchState') ?? 0;
    setValue('searchState', nextSearchState(state));
  };

  return (
    <section className="app-work-section" aria-labelledby="approval-heading">
      <h3 id="approval-heading">Work approval</h3>
      {canChangeWork ? <ApprovalSearch initial={approvalNo ?? ''} disabled={disabled} onResults={onResults} /> : null}
      {works ? (
        <div className="app-work-section">
          <ApprovalWorksTable
            works={works}
            selectedWorkId={workId === null || workId === undefined ? null : String(workId)}
            attribute1={attributeIds(workType).attribute1}
            disabled={disabled || !canChangeWork}
            onSelect={(w) => void select(w)}
          />
        </div>
      ) : null}
      <div className="app-work-section">
        <ApprovalSummary />
      </div>
    </section>
  );
}
