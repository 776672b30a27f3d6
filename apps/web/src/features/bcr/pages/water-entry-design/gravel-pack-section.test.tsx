import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BCR_MESSAGES, ROLE } from '@driller/domain';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const screenRow = (fill: number) => ({
  status: 'existing' as const,
  screenType: 1 as const,
  from: 40,
  to: 55,
  stabilisingFillTypeId: fill,
});
const loaded = (roleId: number, fill: number) =>
  makeLoadedBcr({ currentRoleId: roleId, report: makeBcrReport({ waterEntryDesign: [screenRow(fill)] }) });

async function openWaterEntryDesign(roleId: number, fill: number) {
  fakeBcrServer(loaded(roleId, fill));
  const user = userEvent.setup();
  renderBcrWizard(loaded(roleId, fill));
  await user.click(await screen.findByRole('button', { name: 'Water Entry Design' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Gravel Pack' })).toBeTruthy();
  return user;
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the Gravel Pack of water entry design', () => {
  it('offers None for gravel type and grade to the regulator only', async () => {
    for (const [roleId, none] of [
      [ROLE.regulator, true],
      [ROLE.driller, false],
    ] as const) {
      const user = await openWaterEntryDesign(roleId, 2);
      await user.click(
        within(screen.getByRole('region', { name: 'Gravel Pack' })).getByRole('button', { name: 'Add row' }),
      );
      const modal = await screen.findByRole('dialog', { name: 'Gravel Pack' });
      expect(optionNames(within(modal).getByLabelText('Type')).includes('None')).toBe(none);
      expect(optionNames(within(modal).getByLabelText('Grade')).includes('None')).toBe(none);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('shows the hint, and no table, while no row has Artificial Gravel Pack', async () => {
    await openWaterEntryDesign(ROLE.driller, 1);
    expect(screen.getByText(BCR_MESSAGES.gravelPackHint)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Gravel Pack' })).toBeNull();
  });
});

describe('Save & Add of the Gravel Pack modal', () => {
  const withSavedRow = () =>
    makeLoadedBcr({
      report: makeBcrReport({
        waterEntryDesign: [screenRow(2)],
        gravelPack: [{ status: 'existing', gravelTypeId: 1, gravelGradeId: 1, depthFrom: 35, depthTo: 55 }],
      }),
    });
  const saveAndAdd = (modal: HTMLElement) => within(modal).queryByRole('button', { name: 'Save & Add' });

  it('is offered on the saved last row only, not on a row not yet saved (spec 2: gravel pack, existing only)', async () => {
    fakeBcrServer(withSavedRow());
    const user = userEvent.setup();
    renderBcrWizard(withSavedRow());
    await user.click(await screen.findByRole('button', { name: 'Water Entry Design' }));
    const table = await screen.findByRole('table', { name: 'Gravel Pack' });
    await user.click(within(table).getByRole('button', { name: /Edit/ }));
    expect(saveAndAdd(await screen.findByRole('dialog', { name: 'Gravel Pack' }))).toBeTruthy();

    await user.click(saveAndAdd(screen.getByRole('dialog', { name: 'Gravel Pack' }))!);
    const next = await screen.findByRole('dialog', { name: 'Gravel Pack' });
    expect(within(next).getByLabelText(/Depth From/)).toHaveProperty('value', '55');
    expect(saveAndAdd(next)).toBeNull();
  });

  it('is not offered on the first row of an empty gravel pack', async () => {
    const user = await openWaterEntryDesign(ROLE.driller, 2);
    await user.click(within(screen.getByRole('region', { name: 'Gravel Pack' })).getByRole('button', { name: 'Add row' }));
    const modal = await screen.findByRole('dialog', { name: 'Gravel Pack' });
    expect(within(modal).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(saveAndAdd(modal)).toBeNull();
  });
});

describe('discarding the gravel pack', () => {
  const withGravel = () =>
    makeLoadedBcr({
      report: makeBcrReport({
        waterEntryDesign: [
          {
            ...screenRow(2),
            material: 5,
            od: 140,
            wallThickness: 8,
            id: 124,
            fixing: 1,
            waterEntryDesignType: 2,
            waterBearingZoneId: 1,
            openingType: 2,
            openingTypeLabel: 'Perforated',
          },
        ],
        gravelPack: [{ status: 'existing', gravelTypeId: 1, gravelGradeId: 1, depthFrom: 35, depthTo: 55 }],
      }),
    });

  it.each([
    ['Cancel', true],
    ['OK', false],
  ])('asks before a row leaves no Artificial Gravel Pack; %s', async (answer, kept) => {
    fakeBcrServer(withGravel());
    const user = userEvent.setup();
    renderBcrWizard(withGravel());
    await user.click(await screen.findByRole('button', { name: 'Water Entry Design' }));
    await user.click(
      within(await screen.findByRole('table', { name: 'Water Entry Design' })).getByRole('button', {
        name: /Edit/,
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Water Entry Design' });
    await user.selectOptions(within(modal).getByLabelText('Stabilising Fill Type'), 'Natural (formation)');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(BCR_MESSAGES.gravelPackDiscardConfirm);
    await user.click(within(question).getByRole('button', { name: answer }));
    if (kept) {
      expect(screen.getByRole('dialog', { name: 'Water Entry Design' })).toBeTruthy();
      expect(within(screen.getByRole('table', { name: 'Gravel Pack' })).getByText('Rounded')).toBeTruthy();
    } else {
      await screen.findByText(BCR_MESSAGES.gravelPackHint);
      expect(screen.queryByRole('table', { name: 'Gravel Pack' })).toBeNull();
    }
  });
});
