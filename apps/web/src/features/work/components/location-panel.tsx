import { WORK_MESSAGES, type LatLng } from '@driller/domain';
import { ReadOnlyValue } from '../../../components/ui/form-field';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { CoordinateEntry } from './coordinate-entry';

interface LocationPanelProps {
  actual: LatLng | null;
  approved: LatLng | null;
  lotNo: string | null;
  actualLotNo: string | null;
  distance: number | null;
  disabled: boolean;
  onSet: (at: LatLng) => void;
}

/** Beside the map: approved and actual values, the coordinate entry and the two location buttons. */
export function LocationPanel({ actual, approved, lotNo, actualLotNo, distance, disabled, onSet }: LocationPanelProps) {
  const dialogs = useDialogs();
  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return void dialogs.alert(WORK_MESSAGES.geolocationUnsupported);
    navigator.geolocation.getCurrentPosition(
      (p) => onSet({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => void dialogs.alert(e.message || WORK_MESSAGES.geolocationUnsupported),
      { enableHighAccuracy: true, timeout: 20_000 },
    );
  };
  return (
    <div className="app-location__panel">
      <dl className="app-readonly-list" aria-label="Approved and actual location">
        <ReadOnlyValue label="Approved latitude" value={approved?.latitude} />
        <ReadOnlyValue label="Approved longitude" value={approved?.longitude} />
        <ReadOnlyValue label="Approved Lot/DP" value={lotNo} testId="approved-lot-dp" />
        <ReadOnlyValue label="Actual latitude" value={actual?.latitude} testId="actual-latitude" />
        <ReadOnlyValue label="Actual longitude" value={actual?.longitude} testId="actual-longitude" />
        <ReadOnlyValue label="Actual Lot/DP" value={actualLotNo} testId="actual-lot-dp" />
        <ReadOnlyValue label="Distance from approved location" value={distance === null ? null : `${distance.toFixed(2)} m`} testId="distance" />
      </dl>
      <div className="app-location__buttons">
        <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" disabled={disabled} onClick={useMyLocation}>
          Set my current location to actual location
        </button>
        <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" disabled={disabled || !approved} onClick={() => approved && onSet(approved)}>
          Set actual location to approved location
        </button>
      </div>
      <CoordinateEntry key={actual ? `${actual.latitude},${actual.longitude}` : 'none'} value={actual} disabled={disabled} onSet={onSet} />
    </div>
  );
}
