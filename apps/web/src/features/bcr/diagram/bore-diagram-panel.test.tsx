import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The domain's complete, valid report (its own test data): lithology and hole to 60 m.
import { context, validReport } from '../../../../../../packages/domain/src/bcr/testing/bcr-factory';
import { makeLoadedBcr } from '../../../test/bcr-fixtures';
import { fakeBcrServer, renderBcrWizard } from '../../../test/bcr-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bore construction diagram on the review page', () => {
  it('follows the report as the driller edits it, before any save', async () => {
    const loaded = makeLoadedBcr({ report: validReport(), today: context().today, casingTypeValidations: [...context().casingTypeValidations], visiblePages: ['summary', 'submit'] });
    fakeBcrServer(loaded);
    const user = userEvent.setup();
    renderBcrWizard(loaded);
    await user.click(await screen.findByRole('button', { name: 'Submit Bore Details' }));
    const region = await screen.findByRole('region', { name: 'Bore Construction Diagram' });
    expect(within(region).getByRole('img').getAttribute('aria-label')).toBe('Bore construction diagram to 60 m');
    expect(within(region).getByRole('img').textContent).toContain('Clay');

    await user.click(screen.getByRole('button', { name: 'Summary' }));
    const depth = await screen.findByLabelText('Completed Depth (m)');
    await user.clear(depth);
    await user.type(depth, '90');
    await user.click(screen.getByRole('button', { name: 'Submit Bore Details' }));
    const redrawn = await screen.findByRole('region', { name: 'Bore Construction Diagram' });
    expect(within(redrawn).getByRole('img').getAttribute('aria-label')).toBe('Bore construction diagram to 90 m');
  });
});
