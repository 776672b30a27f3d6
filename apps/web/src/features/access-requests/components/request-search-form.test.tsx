import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { REQUEST_STATUS } from '@driller/domain';
import { installEnterToNextField } from '../../../lib/enter-to-next-field';
import { RequestSearchForm, type RequestCriteria } from './request-search-form';

let uninstall: () => void;
beforeEach(() => {
  // The app installs it for every screen (app-layout): Enter elsewhere in a form moves to the next field.
  uninstall = installEnterToNextField(document);
});
afterEach(() => {
  uninstall();
  cleanup();
});

function Form({ onSearch }: { onSearch: () => void }) {
  const [criteria, setCriteria] = useState<RequestCriteria>({ name: '', email: '', status: REQUEST_STATUS.all });
  return (
    <RequestSearchForm
      kind="registration"
      criteria={criteria}
      onChange={setCriteria}
      onSearch={(event) => {
        event.preventDefault();
        onSearch();
      }}
      searching={false}
      onCreate={() => undefined}
    />
  );
}

describe('the requests search form', () => {
  it.each(['Name', 'Email'])('searches on Enter in the %s box', async (label) => {
    const onSearch = vi.fn();
    render(<Form onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: label }), 'megan{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
