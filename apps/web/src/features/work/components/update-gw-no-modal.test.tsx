import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_STATUS, ROLE, WORK_DECIDED_MESSAGES, WORK_CONTRACTS, WORK_MESSAGES, gwNoUpdated } from '@driller/domain';
import { makeUser } from '../../../test/auth-fixtures';
import { makeWorkPayload } from '../../../test/work-fixtures';
import { renderWorkPart } from '../../../test/work-harness';
import { UpdateGwNoModal } from './update-gw-no-modal';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;
let answer: Response;

beforeEach(() => {
  answer = json(200, { success: true, message: gwNoUpdated('GW200002'), data: { formAId: 42, gwNo: 'GW200002', version: 4 } });
  fetchMock = vi.fn(async (url: string) => (url.endsWith(WORK_CONTRACTS.updateGwNo.path) ? answer : json(404, {})));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A submitted work with a GW number, opened by the Super Admin. */
function setup(access: { offline?: boolean } = {}) {
  const onClose = vi.fn();
  const loaded = makeWorkPayload({ formStatus: FORM_STATUS.submitted, gwNo: 'GW100001' });
  renderWorkPart(<UpdateGwNoModal isOpen onClose={onClose} />, loaded, { user: makeUser({ roleId: ROLE.superAdmin }), access });
  const modal = screen.getByRole('dialog', { name: 'Update Groundwater number' });
  const box = within(modal).getByRole('textbox', { name: /Groundwater number/ });
  const submit = () => userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
  return { modal, box, submit, onClose };
}

async function answerDialog(message: string, button: 'OK' | 'Cancel') {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(message);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('Update Groundwater number', () => {
  it('starts from the current number and refuses an empty one next to the field', async () => {
    const { modal, box, submit } = setup();
    expect(box).toHaveProperty('value', 'GW100001');
    await userEvent.clear(box);
    await submit();
    expect(within(modal).getByText(WORK_MESSAGES.gwNoRequired)).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks to confirm; Cancel sends nothing and keeps the modal open', async () => {
    const { box, submit, onClose } = setup();
    await userEvent.clear(box);
    await userEvent.type(box, 'GW200002');
    await submit();
    await answerDialog(WORK_MESSAGES.gwNoUpdateConfirm, 'Cancel');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('on confirm sends the number with the version loaded, closes and tells the new number', async () => {
    const { box, submit, onClose } = setup();
    await userEvent.clear(box);
    await userEvent.type(box, ' GW200002 ');
    await submit();
    await answerDialog(WORK_MESSAGES.gwNoUpdateConfirm, 'OK');
    await answerDialog(gwNoUpdated('GW200002'), 'OK');
    expect(onClose).toHaveBeenCalled();
    expect(sent()).toEqual([{ formAGuId: '2f1c8a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', gwNo: 'GW200002', version: 3 }]);
  });

  it('shows the server refusal (a newer version) in the modal and stays open', async () => {
    answer = json(409, { success: false, code: 'STALE_VERSION', message: WORK_DECIDED_MESSAGES.staleVersion });
    const { modal, box, submit, onClose } = setup();
    await userEvent.type(box, '9');
    await submit();
    await answerDialog(WORK_MESSAGES.gwNoUpdateConfirm, 'OK');
    expect(await within(modal).findByText(WORK_DECIDED_MESSAGES.staleVersion)).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is not available offline', async () => {
    const { submit } = setup({ offline: true });
    await submit();
    await answerDialog(WORK_MESSAGES.gwNoOffline, 'OK');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
