import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DMS_MESSAGES, GEO_MESSAGES, MGA_MESSAGES, dmsToDecimal, mgaToLatLng } from '@driller/domain';
import '../../../test/jsdom-polyfills';
import { CoordinateEntry } from './coordinate-entry';

afterEach(cleanup);

function setup() {
  const onSet = vi.fn();
  render(<CoordinateEntry value={null} disabled={false} onSet={onSet} />);
  const type = (label: string, text: string, index = 0) => userEvent.type(screen.getAllByLabelText(label)[index] as HTMLElement, text);
  const setLocation = () => userEvent.click(screen.getByRole('button', { name: 'Set location' }));
  return { onSet, type, setLocation };
}

describe('coordinate entry', () => {
  it('takes decimal degrees, rounding to 6 decimals', async () => {
    const { onSet, type, setLocation } = setup();
    await type('Latitude', '-33.12345678');
    await type('Longitude', '151.1');
    await setLocation();
    expect(onSet).toHaveBeenCalledWith({ latitude: -33.123457, longitude: 151.1 });
  });

  it('refuses a point outside NSW with the spec message', async () => {
    const { onSet, type, setLocation } = setup();
    await type('Latitude', '-20');
    await type('Longitude', '151');
    await setLocation();
    expect(screen.getByText(GEO_MESSAGES.latitudeRange)).toBeDefined();
    expect(onSet).not.toHaveBeenCalled();
  });

  it('converts MGA easting, northing and zone, all three required', async () => {
    const { onSet, type, setLocation } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Easting / Northing' }));
    expect(screen.getByLabelText('Zone').getAttribute('placeholder')).toBe('54, 55 or 56');
    await type('Easting', '334000');
    await setLocation();
    expect(screen.getByText(MGA_MESSAGES.incomplete)).toBeDefined();
    await type('Northing', '6252000');
    await type('Zone', '56');
    await setLocation();
    expect(onSet).toHaveBeenCalledWith(mgaToLatLng({ easting: 334000, northing: 6252000, zone: 56 }));
  });

  it('converts degrees, minutes and seconds South and East, all six required', async () => {
    const { onSet, type, setLocation } = setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Deg, min, sec' }));
    await type('Degrees', '33', 0);
    await type('Minutes', '52', 0);
    await setLocation();
    expect(screen.getByText(DMS_MESSAGES.incomplete)).toBeDefined();
    await type('Seconds', '10.5', 0);
    await type('Degrees', '151', 1);
    await type('Minutes', '12', 1);
    await type('Seconds', '30', 1);
    await setLocation();
    const expected = dmsToDecimal({ south: { degrees: 33, minutes: 52, seconds: 10.5 }, east: { degrees: 151, minutes: 12, seconds: 30 } });
    expect(onSet).toHaveBeenCalledWith(expected);
  });
});
