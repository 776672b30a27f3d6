import { useState, type KeyboardEvent } from 'react';
import { LOT_DP_MESSAGES, digitsOnly, lotDpFromInputs, validateLotDpSearch } from '@driller/domain';
import { FieldError } from '../../../components/ui/form-field';
import { findLotsByLotDp, type LotGeoFeature } from '../../../lib/map/arcgis-client';

/** Lot and DP search over the cadastre: digits only, DP mandatory; found lots are outlined on the map. */
export function LotDpSearch({ onFound, disabled }: { onFound: (lots: LotGeoFeature[]) => void; disabled: boolean }) {
  const [lot, setLot] = useState('');
  const [dp, setDp] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function search() {
    const issue = validateLotDpSearch(dp)[0];
    if (issue) return setError(issue.message);
    const lots = await findLotsByLotDp(lotDpFromInputs(lot, dp));
    setError(lots && lots.length > 0 ? undefined : LOT_DP_MESSAGES.notFound);
    if (lots && lots.length > 0) onFound(lots);
  }

  // Not a <form>: it sits inside the monitoring page's form, and a nested form's native submit
  // reloaded /Work and lost the unsaved work. Enter in either box searches here instead.
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void search();
  };

  return (
    <div role="search" aria-label="Lot and DP search" className="app-search-row">
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="lotdp-lot">
          Lot
        </label>
        <input id="lotdp-lot" className="nsw-form__input" inputMode="numeric" value={lot} onKeyDown={onEnter} disabled={disabled} onChange={(e) => setLot(digitsOnly(e.target.value))} />
      </div>
      <div className="nsw-form__group">
        <label className="nsw-form__label" htmlFor="lotdp-dp">
          DP
        </label>
        <input id="lotdp-dp" className="nsw-form__input" inputMode="numeric" value={dp} onKeyDown={onEnter} disabled={disabled} onChange={(e) => setDp(digitsOnly(e.target.value))} aria-invalid={error ? true : undefined} />
      </div>
      <button type="button" className="nsw-button nsw-button--dark-outline" disabled={disabled} onClick={() => void search()}>
        Search Lot/DP
      </button>
      <FieldError id="lotdp-dp" message={error} />
    </div>
  );
}
