import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LOCATION_MESSAGES, locationWarnings } from '@driller/domain';
import '../../../test/jsdom-polyfills';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { LocationPanel } from './location-panel';

afterEach(cleanup);

const approved = { latitude: -32.3391, longitude: 148.514355 };

function renderPanel(distance: number | null, actualLotNo: string | null) {
  const actual = { latitude: -32.3392, longitude: 148.5146 };
  const warnings = locationWarnings({ distance, approvedLotDp: '6//DP750033', actualLotDp: actualLotNo });
  render(
    <DialogProvider>
      <LocationPanel actual={actual} approved={approved} lotNo="6//DP750033" actualLotNo={actualLotNo} distance={distance} warnings={warnings} disabled={false} onSet={() => {}} />
    </DialogProvider>,
  );
}

describe('location panel', () => {
  it('shows every coordinate with 6 decimals', () => {
    renderPanel(11.5, '6//DP750033');
    expect(screen.getByTestId('approved-latitude').textContent).toBe('-32.339100');
    expect(screen.getByTestId('actual-latitude').textContent).toBe('-32.339200');
    expect(screen.getByTestId('actual-longitude').textContent).toBe('148.514600');
    expect((screen.getByLabelText('Latitude', { exact: true }) as HTMLInputElement).value).toBe('-32.339200');
  });

  it('puts the 20 m warning beside the distance while the pin stands there', () => {
    renderPanel(31.25, '6//DP750033');
    expect(screen.getByTestId('distance').textContent).toBe('31.25 m');
    expect(screen.getByTestId('distance-warning').textContent).toBe(LOCATION_MESSAGES.farFromApproved);
    expect(screen.queryByTestId('actual-lot-dp-warning')).toBeNull();
  });

  it('says nothing within 20 m, and warns beside the Lot/DP when it differs', () => {
    renderPanel(12, '7//DP750033');
    expect(screen.queryByTestId('distance-warning')).toBeNull();
    expect(screen.getByTestId('actual-lot-dp-warning').textContent).toBe(LOCATION_MESSAGES.lotDpMismatch);
  });
});
