import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAuthState } from '../../test/auth-fixtures';
import { renderWithAuth } from '../../test/render-with-auth';
import { HELPFUL_LINKS } from '../../lib/navigation';
import { NavDisclosure } from './nav-disclosure';

afterEach(cleanup);

function renderLinks() {
  renderWithAuth(
    <>
      <NavDisclosure label="Helpful links" links={HELPFUL_LINKS} />
      <button type="button">Elsewhere</button>
    </>,
    makeAuthState(null),
  );
  return screen.getByRole('button', { name: 'Helpful links' });
}

describe('NavDisclosure', () => {
  it('shows its links under the button and says so with aria-expanded', async () => {
    const trigger = renderLinks();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Help and user guides' })).toBeNull();

    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Help and user guides' }).getAttribute('href')).toBe('/Help');
    for (const external of within(list).getAllByRole('link', { name: /opens in a new tab/ }))
      expect(external.getAttribute('target')).toBe('_blank');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const trigger = renderLinks();
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain(HELPFUL_LINKS[0]?.label);
    await userEvent.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when the user clicks elsewhere or tabs out of it', async () => {
    const trigger = renderLinks();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(trigger);
    for (let presses = 0; presses <= HELPFUL_LINKS.length; presses += 1) await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes once a link is followed', async () => {
    const trigger = renderLinks();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('link', { name: 'Help and user guides' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
