import { useState } from 'react';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { exportSearchCsv } from '../api/search-bcr';
import { exportRequest, type SearchState } from '../hooks/search-state';

/** Export CSV (beyond the spec): every row of the current search, in the grid's sort, streamed by the server. */
export function ExportCsvButton({ state, disabled }: { state: SearchState; disabled: boolean }) {
  const [exporting, setExporting] = useState(false);
  const dialogs = useDialogs();
  const body = exportRequest(state);

  async function run() {
    if (!body) return;
    setExporting(true);
    try {
      await exportSearchCsv(body);
    } catch {
      await dialogs.alert('The CSV export failed. Please try again later.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => void run()} disabled={!body || disabled || exporting} aria-busy={exporting}>
      {exporting ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
