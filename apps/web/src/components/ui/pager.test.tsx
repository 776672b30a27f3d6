import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

afterEach(cleanup);

const renderPager = (props: Partial<Parameters<typeof Pager>[0]> = {}) => {
  const onPrevious = vi.fn();
  const onNext = vi.fn();
  render(<Pager label="Pages of Past Works" status="Page 2" canPrevious canNext onPrevious={onPrevious} onNext={onNext} {...props} />);
  return { onPrevious, onNext, next: screen.getByRole('button', { name: 'Next' }), previous: screen.getByRole('button', { name: 'Previous' }) };
};

describe('Pager', () => {
  it('moves either way and says where the list stands', async () => {
    const { onPrevious, onNext, next, previous } = renderPager();
    await userEvent.click(next);
    await userEvent.click(previous);
    expect([onNext.mock.calls.length, onPrevious.mock.calls.length]).toEqual([1, 1]);
    expect(screen.getByRole('navigation', { name: 'Pages of Past Works' }).textContent).toContain('Page 2');
  });

  it('keeps a pressed button focused while the page loads, and does nothing until it has', async () => {
    const { onNext, next } = renderPager({ busy: true });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onNext).not.toHaveBeenCalled();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(next);
  });

  it('disables a way with no page', () => {
    const { next, previous } = renderPager({ canPrevious: false, canNext: true });
    expect([previous.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([true, false]);
  });
});
