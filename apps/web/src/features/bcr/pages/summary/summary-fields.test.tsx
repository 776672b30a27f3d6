import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ROLE } from '@driller/domain';
import { makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(view: Parameters<typeof makeLoadedBcr>[0], work: Parameters<typeof makeLoadedBcr>[1]) {
  const loaded = makeLoadedBcr(view, work);
  fakeBcrServer(loaded);
  renderBcrWizard(loaded);
  await screen.findByLabelText('Completed Depth (m)');
}

const shown = (label: string) => screen.queryByLabelText(label) !== null;

describe('which Summary fields show', () => {
  it('a driller of a new bore: no received, original completion or decommissioned date, no elevation', async () => {
    await open({}, {});
    expect(['Received Date', 'Original Completion Date', 'Amended Comments', 'Decommissioned Date', 'Elevation (m)'].filter(shown)).toEqual([]);
    expect(screen.getByLabelText('Completion Date').hasAttribute('required')).toBe(true);
  });

  it('the regulator gets the received date', async () => {
    await open({ currentRoleId: ROLE.regulator }, {});
    expect(shown('Received Date')).toBe(true);
  });

  it('an amended work asks for the original completion date and the amended comments', async () => {
    await open({}, { workType: { workAttribute1: 2, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 } });
    expect(['Original Completion Date', 'Amended Comments'].every(shown)).toBe(true);
  });

  it('a decommission asks for the decommissioned date, and the completion date is no longer mandatory', async () => {
    await open({}, { workType: { workAttribute1: 3, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 } });
    expect(shown('Decommissioned Date')).toBe(true);
    expect(screen.getByLabelText('Completion Date').hasAttribute('required')).toBe(false);
  });

  it('a work with monitoring holes has an elevation, disabled for the pilot hole', async () => {
    await open({}, { hasMonitoringHoles: true, holeType: 1 });
    expect(screen.getByLabelText('Elevation (m)').hasAttribute('disabled')).toBe(true);
  });
});
