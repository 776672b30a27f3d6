import { useState } from 'react';
import { GENERAL_MESSAGES } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';

/**
 * A search of Manage Driller / Manage User: nothing found alerts the spec's "Driller Not found" /
 * "User Not found" and stays on the search page; a failed call says "Error in saving data" as the
 * spec's screens do for any failed call.
 */
export function usePeopleSearch<Criteria, Row>(
  find: (criteria: Criteria) => Promise<Row[]>,
  notFound: string,
  onFound: (criteria: Criteria, rows: Row[]) => void,
) {
  const dialogs = useDialogs();
  const [searching, setSearching] = useState(false);

  async function search(criteria: Criteria): Promise<void> {
    setSearching(true);
    try {
      const rows = await find(criteria);
      if (rows.length === 0) await dialogs.alert(notFound);
      else onFound(criteria, rows);
    } catch {
      await dialogs.alert(GENERAL_MESSAGES.loadingFailed);
    } finally {
      setSearching(false);
    }
  }

  return { search, searching };
}
