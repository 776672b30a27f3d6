import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BCR_MESSAGES, ROLE } from '@driller/domain';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, postsOf, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Casing / liner details exist, so Casing Support may be entered; the grout cured 23 h 45 min. */
const cured = () =>
  makeLoadedBcr({
    report: makeBcrReport({
      casingLiner: [{ status: 'existing', material: 8, odmm: 140, wallThickness: 5, idmm: 130, from: 0, to: 40, methodFixing: 1 }],
      casingSupport: { casingSupportMethod: 1, casingType: 2, casingProtectorCementedInPlace: 1, pressureCemented: 1, pressureCementedFrom: 0, pressureCementedTo: 30, durationHour: 23, durationMin: '45' },
    }),
  });

describe('the Casing Support page', () => {
  it("shows the stored curing time and offers the spec's hours 00 to 23, then saves the one chosen", async () => {
    const fetchMock = fakeBcrServer(cured());
    const user = userEvent.setup();
    renderBcrWizard(cured());
    await user.click(await screen.findByRole('button', { name: 'Casing Support' }));
    const hours = await screen.findByLabelText('Curing Time (Hours)');
    expect(screen.getByLabelText('Curing Time (Minutes)')).toHaveProperty('value', '45');
    // Spec 2 section 9: hour options 00 to 23.
    const options = [...(hours as HTMLSelectElement).options].map((o) => o.text).filter((t) => /^\d+$/.test(t));
    expect(options[0]).toBe('00');
    expect(options.at(-1)).toBe('23');
    expect((hours as HTMLSelectElement).selectedOptions[0]?.text).toBe('23');

    await user.selectOptions(hours, '12');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/savecasingsupport');
    expect(body).toMatchObject({ casingSupport: { durationHour: 12, durationMin: '45' } });
  });
});

describe('the Casing Support questions', () => {
  it('clear what a Yes asked once answered No, so no hidden sump, cementing or spacing figures are saved', async () => {
    const fetchMock = fakeBcrServer(cured());
    const user = userEvent.setup();
    renderBcrWizard(cured());
    await user.click(await screen.findByRole('button', { name: 'Casing Support' }));
    await user.selectOptions(await screen.findByLabelText('Sump Installed'), 'Yes');
    await user.type(screen.getByLabelText('Sump Installed From (m)'), '56');
    await user.type(screen.getByLabelText('Sump Installed To (m)'), '58');
    await user.selectOptions(screen.getByLabelText('Sump Installed'), 'No');
    await user.selectOptions(screen.getByLabelText('Pressure Cemented'), 'No');
    expect(screen.queryByLabelText('Curing Time (Hours)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Sump Installed'), 'Yes');
    expect(screen.getByLabelText('Sump Installed To (m)')).toHaveProperty('value', '');
    await user.selectOptions(screen.getByLabelText('Sump Installed'), 'No');

    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    const [, body] = postsOf(fetchMock)[0] ?? [];
    expect(body).toMatchObject({
      casingSupport: {
        sumpInstalled: 0,
        sumpInstalledFrom: null,
        sumpInstalledTo: null,
        pressureCemented: 0,
        pressureCementedFrom: null,
        pressureCementedTo: null,
        durationHour: null,
        durationMin: null,
      },
    });
  });
});

describe('the Casing Support page waiting for casing', () => {
  const noCasing = (roleId: number) => makeLoadedBcr({ currentRoleId: roleId, report: makeBcrReport({ casingLiner: [] }) });
  const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent);

  it('offers no Save while the fields are locked, only Previous and Next', async () => {
    fakeBcrServer(noCasing(ROLE.driller));
    const user = userEvent.setup();
    renderBcrWizard(noCasing(ROLE.driller));
    await user.click(await screen.findByRole('button', { name: 'Casing Support' }));
    expect(await screen.findByText(BCR_MESSAGES.casingSupportLocked)).toBeTruthy();
    expect(screen.getByLabelText(/Casing Support Method/)).toHaveProperty('disabled', true);
    expect(buttonNames()).not.toContain('Save');
    expect(buttonNames()).not.toContain('Save & Next');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Previous', 'Next']));
  });

  it('keeps Save for the regulator, who may enter it before casing', async () => {
    fakeBcrServer(noCasing(ROLE.regulator));
    const user = userEvent.setup();
    renderBcrWizard(noCasing(ROLE.regulator));
    await user.click(await screen.findByRole('button', { name: 'Casing Support' }));
    await screen.findByLabelText(/Casing Support Method/);
    expect(screen.queryByText(BCR_MESSAGES.casingSupportLocked)).toBeNull();
    expect(buttonNames()).toEqual(expect.arrayContaining(['Save', 'Save & Next']));
  });
});
