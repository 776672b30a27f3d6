import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WORK_MESSAGES } from '@driller/domain';
import '../../../test/jsdom-polyfills';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { SpearpointModal } from './spearpoint-modal';

afterEach(cleanup);

function setup() {
  const onClose = vi.fn();
  const onOutcome = vi.fn();
  render(
    <DialogProvider>
      <SpearpointModal isOpen onClose={onClose} onOutcome={onOutcome} />
    </DialogProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Spearpoint Questionnaire' });
  const question = (n: number) => within(dialog).getByRole('group', { name: new RegExp(`^${n}\\.`) });
  const answer = (n: number, label: string) => userEvent.click(within(question(n)).getByLabelText(label));
  return { dialog, question, answer, onClose, onOutcome };
}

async function acknowledge(message: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(alert.textContent).toContain(message);
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
}

describe('Spearpoint Questionnaire', () => {
  it('shows one question at a time, the next only after No', async () => {
    const { dialog, answer, question } = setup();
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    await answer(1, 'No');
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    await answer(2, 'No');
    expect(within(question(3)).getByLabelText('Less than 70mm')).toBeDefined();
    expect(within(question(3)).queryByLabelText('Yes')).toBeNull();
  });

  it('a small pipe is a single spearpoint: the type is applied and the modal closes', async () => {
    const { answer, onClose, onOutcome } = setup();
    await answer(1, 'No');
    await answer(2, 'No');
    await answer(3, 'Less than 70mm');
    expect(onOutcome).toHaveBeenCalledWith('singleSpearpoint');
    expect(onClose).toHaveBeenCalled();
    await acknowledge(WORK_MESSAGES.singleSpearpoint);
  });

  it('a Yes from question 6 is a bore: the answer is unchecked and the questionnaire stays open', async () => {
    const { dialog, answer, question, onClose, onOutcome } = setup();
    for (const n of [1, 2, 4, 5]) {
      await answer(n, 'No');
      if (n === 2) await answer(3, 'More than 70mm');
    }
    await answer(6, 'Yes');
    await acknowledge(WORK_MESSAGES.boreNotSpearpoint);
    expect(onOutcome).toHaveBeenCalledWith('bore');
    expect(onClose).not.toHaveBeenCalled();
    expect((within(question(6)).getByLabelText('Yes') as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByRole('alert').textContent).toContain(WORK_MESSAGES.boreNotSpearpoint);
  });

  it('a battery of spearpoints is refused and closes without changing the work type', async () => {
    const { answer, onClose, onOutcome } = setup();
    await answer(1, 'Yes');
    await acknowledge(WORK_MESSAGES.batteryOfSpearpoints);
    expect(onClose).toHaveBeenCalled();
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('Reset restores the first question', async () => {
    const { dialog, answer } = setup();
    await answer(1, 'No');
    await answer(2, 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
  });
});
