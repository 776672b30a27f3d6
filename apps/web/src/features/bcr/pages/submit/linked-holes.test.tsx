import '../../../../test/jsdom-polyfills';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { LinkedHoles } from './linked-holes';

afterEach(cleanup);

describe('the linked BCRs on the review page', () => {
  it('lists the holes when there are several, with their hole type', () => {
    render(
      <LinkedHoles
        holes={[
          { holeNo: 'MB1', workName: 'Deep bore', holeType: 1, monitoringStatus: null },
          { holeNo: 'MB2', workName: 'Shallow piezometer', holeType: 2, monitoringStatus: 1 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('region', { name: 'Linked BCRs' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['Hole NoWork NameHole TypeMonitoring Status', 'MB1Deep borePilot hole (deepest hole)—', 'MB2Shallow piezometerOther1']);
  });

  it('shows nothing for a single hole', () => {
    render(<LinkedHoles holes={[{ holeNo: 'MB1', workName: 'Deep bore', holeType: 1, monitoringStatus: null }]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
