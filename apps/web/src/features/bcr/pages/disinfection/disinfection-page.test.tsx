import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BCR_MESSAGES, ROLE } from '@driller/domain';
import { makeBcrReport, makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, postsOf, renderBcrWizard } from '../../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const applicable = (roleId: number) =>
  makeLoadedBcr({
    currentRoleId: roleId,
    report: makeBcrReport({ summary: { disinfectionOnCompletionMarkNotApplicable: 2 } }),
  });

async function openDisinfection(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Disinfection on Completion' }));
  await user.click(await screen.findByRole('button', { name: 'Add row' }));
  const panels = screen.getAllByRole('region', { name: 'Disinfection on Completion' });
  const panel = panels.find((p) => within(p).queryByRole('heading', { name: 'Disinfection on Completion' }));
  if (!panel) throw new Error('no row panel');
  return panel;
}

describe('the Disinfection on Completion page', () => {
  it('lets the regulator enter any one of the fields (lenient mode), and saves the row through its route', async () => {
    const fetchMock = fakeBcrServer(applicable(ROLE.regulator));
    const user = userEvent.setup();
    renderBcrWizard(applicable(ROLE.regulator));
    const panel = await openDisinfection(user);
    expect(within(panel).getAllByText(BCR_MESSAGES.anyFieldRequired)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    // All three blank: the lenient rule's message, under Chemicals Used.
    expect(within(panel).getAllByText(BCR_MESSAGES.anyFieldRequired)).toHaveLength(2);
    await user.type(within(panel).getByLabelText('Method of Application'), 'Poured');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const table = screen.getByRole('table', { name: 'Disinfection on Completion' });
    expect(within(table).getByText('Poured')).toBeTruthy();

    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/savedisinfectiononcompletion');
    expect(body).toMatchObject({ disinfection: [{ methodOfApplication: 'Poured', chemicalsUsed: null }] });
  });

  it('asks the driller for all three fields', async () => {
    fakeBcrServer(applicable(ROLE.driller));
    const user = userEvent.setup();
    renderBcrWizard(applicable(ROLE.driller));
    const panel = await openDisinfection(user);
    expect(within(panel).queryByText(BCR_MESSAGES.anyFieldRequired)).toBeNull();
    await user.type(within(panel).getByLabelText('Method of Application'), 'Poured');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getAllByText('Required')).toHaveLength(2);
  });
});
