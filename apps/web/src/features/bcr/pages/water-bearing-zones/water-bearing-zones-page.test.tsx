import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zone = { status: 'existing' as const, from: 40, to: 50, estimatedIndividualYield: 2.5, durationHour: '02', durationMin: '15' };

describe('the Water Bearing Zones page', () => {
  it('names its columns and the modal’s fields in the spec’s words (spec 2 page 4)', async () => {
    const loaded = makeLoadedBcr({ report: makeBcrReport({ waterBearingZones: [zone] }) });
    fakeBcrServer(loaded);
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Water Bearing Zones' }));
    const table = await screen.findByRole('table', { name: 'Water Bearing Zones' });
    for (const name of ['Estimated Individual Yield (L/s)', 'Salinity Conductivity (uS/cm)', 'Sieve Analysis on Strata']) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }

    await user.click(within(table).getByRole('button', { name: /Edit/ }));
    const modal = await screen.findByRole('dialog', { name: 'Water Bearing Zones' });
    expect((within(modal).getByLabelText('Estimated Individual Yield (L/s)') as HTMLInputElement).value).toBe('2.5');
    const shown = (label: string) => (within(modal).getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent;
    expect(shown('Duration Hours')).toBe('02');
    expect(shown('Duration Minutes')).toBe('15');
  });
});
