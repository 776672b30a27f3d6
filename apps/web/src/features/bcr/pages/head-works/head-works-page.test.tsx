import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeLoadedBcr } from '../../../../test/bcr-fixtures';
import { fakeBcrServer, postsOf, renderBcrWizard } from '../../../../test/bcr-harness';

// A spearpoint work: Head Works shows, casing support and the like do not.
const loaded = makeLoadedBcr(
  { visiblePages: ['summary', 'drillingDetails', 'lithology', 'waterBearingZones', 'boreConstructionDesign', 'waterEntryDesign', 'disinfection', 'headWorks', 'pumpingTest', 'submit'] },
  { workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 3, workAttribute4: null } },
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Head Works page', () => {
  it('asks for Length, Width and Thickness and saves them through saveheadworks', async () => {
    const fetchMock = fakeBcrServer(loaded);
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Head Works' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Head Works' })).toBeTruthy();

    await user.type(await screen.findByLabelText('Length'), '1.2');
    await user.type(screen.getByLabelText('Width'), '0.8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Required'));
    expect(screen.getByLabelText('Thickness').getAttribute('aria-invalid')).toBe('true');
    expect(postsOf(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Thickness'), '0.15');
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(postsOf(fetchMock)).toHaveLength(1));
    const [url, body] = postsOf(fetchMock)[0] ?? [];
    expect(url).toBe('/service/api/bcr/saveheadworks');
    expect(body).toMatchObject({ headWorks: { lengths: '1.2', width: '0.8', thickness: '0.15' } });
    // Saved: Save & Next moves on to the next visible page, whose title takes the focus.
    const next = await screen.findByRole('heading', { level: 2, name: 'Pumping Test' });
    await waitFor(() => expect(document.activeElement).toBe(next));
  });
});
