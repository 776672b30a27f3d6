import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const casing = (pipeNo: number, to: number) => ({
  status: 'existing' as const,
  pipeNo,
  screenType: 0 as const,
  from: 0,
  to,
  material: 5,
  od: 50,
  wallThickness: 4,
  id: 42,
  fixing: 1,
});

describe('water entry design of a work with two pipes', () => {
  // A read-only user switching pipes is a journey (bcr-pipes-monitoring.spec.ts): Chromium follows a link in
  // a disabled fieldset, where the test library's click takes it for disabled.
  it('shows each pipe’s own rows and names the pipe in the modal title', async () => {
    const loaded = makeLoadedBcr({
      report: makeBcrReport({ summary: { noOfPipes: 2 }, waterEntryDesign: [casing(1, 10), casing(2, 20)] }),
    });
    fakeBcrServer(loaded);
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Water Entry Design' }));
    const pipe1 = await screen.findByRole('table', { name: 'Water Entry Design - Pipe 1' });
    expect(within(pipe1).getAllByRole('row')).toHaveLength(2);
    expect(within(pipe1).getByText('10')).toBeTruthy();
    // Spec 2 "Water entry design" names the columns "outer diameter" and "inner diameter".
    for (const name of ['Outer Diameter (mm)', 'Wall Thickness (mm)', 'Inner Diameter (mm)']) {
      expect(within(pipe1).getByRole('columnheader', { name })).toBeTruthy();
    }

    await user.click(screen.getByRole('link', { name: 'Pipe 2' }));
    const pipe2 = await screen.findByRole('table', { name: 'Water Entry Design - Pipe 2' });
    expect(within(pipe2).getAllByRole('row')).toHaveLength(2);
    expect(within(pipe2).getByText('20')).toBeTruthy();
    await user.click(within(pipe2).getByRole('button', { name: /Edit/ }));
    const modal = await screen.findByRole('dialog', { name: 'Water Entry Design - Pipe 2' });
    expect((within(modal).getByLabelText(/^To/) as HTMLInputElement).value).toBe('20');
    expect((within(modal).getByLabelText('Outer Diameter (mm)') as HTMLInputElement).value).toBe('50');
    expect((within(modal).getByLabelText('Inner Diameter (mm)') as HTMLInputElement).value).toBe('42');
  });
});
