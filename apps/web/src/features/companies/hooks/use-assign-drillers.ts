import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  addDrillerRowIssues,
  assignDrillerIssues,
  adminSavingFailedMessage,
  type AssignDrillerRow,
} from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { ApiError } from '../../../lib/api/client';
import { assignDriller, companyDrillersQuery, removeDriller } from '../api/organisation-api';
import type { AssignGridRow, NewRowControls } from '../components/assign-grid';

const serverText = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.body?.message ? e.body.message : fallback;

/**
 * The assign screen's grid after Go: the company's drillers, one unsaved top row at a time, Save
 * assigns the driller picked in it, Remove asks first. Each success reloads the list.
 */
export function useAssignDrillers(organisationId: number | null) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const list = useQuery({ ...companyDrillersQuery(organisationId ?? 0), enabled: organisationId !== null });
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const reload = () =>
    queryClient.invalidateQueries({ queryKey: companyDrillersQuery(organisationId ?? 0).queryKey });
  const saved: AssignGridRow[] = (list.data?.drillerList ?? []).map((d) => ({ ...d, isNew: false as const }));
  const rows: AssignGridRow[] = adding ? [{ isNew: true, id: 0 }, ...saved] : saved;

  async function addRow() {
    const issue = addDrillerRowIssues(rows)[0];
    if (issue) return dialogs.alert(issue.message);
    setChosen(0);
    setError(null);
    setAdding(true);
  }

  async function save() {
    const issue = assignDrillerIssues(chosen)[0];
    if (issue) return setError(issue.message);
    if (organisationId === null) return;
    try {
      const answer = await assignDriller(chosen, organisationId);
      setAdding(false);
      await reload();
      await dialogs.alert(answer.message);
    } catch (e) {
      await dialogs.alert(serverText(e, ADMIN_MESSAGES.drillerAssignError));
    }
  }

  async function remove(row: AssignDrillerRow) {
    if (!(await dialogs.confirm(ADMIN_MESSAGES.confirmRemoveDriller))) return;
    try {
      const answer = await removeDriller(row.drillerId);
      await reload();
      await dialogs.alert(answer.message);
    } catch (e) {
      await dialogs.alert(adminSavingFailedMessage(e instanceof ApiError ? e.body?.message : null));
    }
  }

  const newRow: NewRowControls = {
    choices: list.data?.drillerListOrganisation ?? [],
    chosen,
    choose: (id) => {
      setChosen(id);
      setError(null);
    },
    error,
    save: () => void save(),
    cancel: () => setAdding(false),
  };
  return { list, rows, newRow, addRow, remove, reset: () => setAdding(false) };
}
