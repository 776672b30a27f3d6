import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ErrorSummary } from './error-summary';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('names the field each message is about (drawn before it), and keeps the message itself as the link to it', () => {
    const Form = ({ errors }: { errors: Parameters<typeof ErrorSummary>[0]['errors'] }) => (
      <>
        <label htmlFor="completion">Completion Date</label>
        <input id="completion" />
        <input id="cell" aria-label="Row 1 latitude" />
        <span id="unlabelled" />
        <ErrorSummary errors={errors} />
      </>
    );
    // As in a form: the fields are on screen before a save brings the errors.
    const { rerender } = render(<Form errors={[]} />);
    rerender(
      <Form
        errors={[
          { fieldId: 'completion', message: 'Required' },
          { fieldId: 'cell', message: 'Enter latitude' },
          { fieldId: 'unlabelled', message: 'Row No#1: wrong' },
          { fieldId: null, message: 'Errors in saving Data' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => [li.dataset.field ?? null, li.textContent]);
    expect(items).toEqual([
      ['Completion Date', 'Required'],
      ['Row 1 latitude', 'Enter latitude'],
      [null, 'Row No#1: wrong'],
      [null, 'Errors in saving Data'],
    ]);
    // The label's text is on the page once, at its field: a search for it finds the field alone.
    expect(screen.getAllByText('Completion Date')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Required' }).getAttribute('href')).toBe('#completion');
  });

  it('lists the errors in the order of their fields on the page, then those of no field', () => {
    const Form = ({ errors }: { errors: Parameters<typeof ErrorSummary>[0]['errors'] }) => (
      <>
        <ErrorSummary errors={errors} />
        <label htmlFor="completion-date">Completion Date</label>
        <input id="completion-date" />
        <label htmlFor="completed-depth">Completed Depth</label>
        <input id="completed-depth" />
        <label htmlFor="assistant">Assistant Driller(s)</label>
        <input id="assistant" />
      </>
    );
    const { rerender } = render(<Form errors={[]} />);
    rerender(
      <Form
        errors={[
          { fieldId: null, message: 'Errors in saving Data' },
          { fieldId: 'assistant', message: 'Maximum allowed characters are 250' },
          { fieldId: 'completed-depth', message: 'Required number' },
          { fieldId: 'completion-date', message: 'Required' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Required',
      'Required number',
      'Maximum allowed characters are 250',
      'Errors in saving Data',
    ]);
  });
});
