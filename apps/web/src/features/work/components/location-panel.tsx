import { WORK_MESSAGES, formatCoordinate, type Issue, type LatLng } from '@driller/domain';
import type { ReactNode } from 'react';
import { ReadOnlyValue } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { CoordinateEntry } from './coordinate-entry';

interface LocationPanelProps {
  actual: LatLng | null;
  approved: LatLng | null;
  lotNo: string | null;
  actualLotNo: string | null;
  distance: number | null;
  /** The location warnings (more than 20 m away, another Lot/DP), shown beside their values. */
  warnings: readonly Issue[];
  disabled: boolean;
  onSet: (at: LatLng) => void;
  /** The new point's Lot/DP is being looked up. */
  findingLot?: boolean;
}

/** A value with the warning about it right underneath, while the pin stands there. */
function WarnedValue({ text, warning, testId }: { text: string | null; warning: Issue | undefined; testId: string }): ReactNode {
  return (
    <>
      <span data-testid={testId}>{text ?? '—'}</span>
      {warning ? (
        <span className="app-inline-warning" data-testid={`${testId}-warning`}>
          <Icon name="warning" size={18} className="app-inline-warning__icon" />
          {warning.message}
        </span>
      ) : null}
    </>
  );
}

/** Beside the map: approved and actual values, the coordinate entry and the two location buttons. */
export function LocationPanel({ actual, approved, lotNo, actualLotNo, distance, warnings, disabled, onSet, findingLot = false }: LocationPanelProps) {
  const dialogs = useDialogs();
  const warningAt = (path: string) => warnings.find((w) => w.path === path);
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
        <ReadOnlyValue label="Approved latitude" value={formatCoordinate(approved?.latitude)} testId="approved-latitude" />
        <ReadOnlyValue label="Approved longitude" value={formatCoordinate(approved?.longitude)} testId="approved-longitude" />
        <ReadOnlyValue label="Approved Lot/DP" value={lotNo} testId="approved-lot-dp" />
        <ReadOnlyValue label="Actual latitude" value={formatCoordinate(actual?.latitude)} testId="actual-latitude" />
        <ReadOnlyValue label="Actual longitude" value={formatCoordinate(actual?.longitude)} testId="actual-longitude" />
        <ReadOnlyValue
          label="Actual Lot/DP"
          value={<WarnedValue text={findingLot ? 'Looking up…' : actualLotNo} warning={warningAt('actualLotNo')} testId="actual-lot-dp" />}
        />
        <ReadOnlyValue
          label="Distance from approved location"
          value={<WarnedValue text={distance === null ? null : `${distance.toFixed(2)} m`} warning={warningAt('distance')} testId="distance" />}
        />
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
