import { afterEach, describe, expect, it } from 'vitest';
import '../../../test/jsdom-polyfills';
import { useEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { BCR_MESSAGES, type RowStatus } from '@driller/domain';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import type { BcrFormValues } from '../wizard/bcr-form-values';
import { NotApplicableToggle } from './not-applicable-toggle';

let mark: () => unknown = () => undefined;
afterEach(cleanup);

function Harness({ flag, statuses }: { flag: number | null; statuses: RowStatus[] }) {
  const form = useForm<BcrFormValues>({ defaultValues: { summary: { disinfectionOnCompletionMarkNotApplicable: flag } } as BcrFormValues });
  useEffect(() => {
    mark = () => form.getValues('summary.disinfectionOnCompletionMarkNotApplicable');
  });
  return (
    <DialogProvider>
      <FormProvider {...form}>
        <NotApplicableToggle name="summary.disinfectionOnCompletionMarkNotApplicable" rows={statuses.map((status) => ({ status }))} disabled={false} />
      </FormProvider>
    </DialogProvider>
  );
}

describe('NotApplicableToggle', () => {
  it('reads a blank mark as Not Applicable; Applicable sets 2, Not Applicable sets 1 again when no row is saved', async () => {
    const user = userEvent.setup();
    render(<Harness flag={null} statuses={['new']} />);
    expect(screen.getByLabelText('Not Applicable')).toHaveProperty('checked', true);
    await user.click(screen.getByLabelText('Applicable'));
    expect(mark()).toBe(2);
    await user.click(screen.getByLabelText('Not Applicable'));
    expect(mark()).toBe(1);
  });

  it('refuses Not Applicable while saved rows exist, with the spec\'s message', async () => {
    const user = userEvent.setup();
    render(<Harness flag={2} statuses={['existing']} />);
    await user.click(screen.getByLabelText('Not Applicable'));
    expect(await screen.findByText(BCR_MESSAGES.notApplicableBlocked)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(mark()).toBe(2);
    expect(screen.getByLabelText('Applicable')).toHaveProperty('checked', true);
  });
});
