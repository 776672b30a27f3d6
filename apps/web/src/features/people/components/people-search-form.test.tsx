import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PeopleMasterData } from '@driller/domain';
import { DrillerSearchForm } from './driller-search';
import { UserSearchForm } from './user-search';

afterEach(cleanup);

const master: PeopleMasterData = {
  organisation: [],
  licenseClass: [],
  drillingEndorsements: [],
  role: [],
  drillerStatus: [
    { id: 1, name: 'Under Review' },
    { id: 2, name: 'Active' },
  ],
  currentDriller: { roleId: 1, isDCA: false, drillerId: null, userId: null },
  licenseNumber: '',
};

const common = { master, searching: false, onCreateNew: null };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Search Driller / Search User', () => {
  it('sends the filled boxes trimmed, the empty ones left out, and the status as a number', async () => {
    const onSearch = vi.fn();
    render(<DrillerSearchForm {...common} initial={null} onSearch={onSearch} />);
    type('First name', '  Mia ');
    type('Licence number', 'DL 5678');
    type('Status', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledWith({
      drillerFirstName: 'Mia',
      drillerLastName: undefined,
      drillerLicenseNumber: 'DL 5678',
      drillerWorkEmail: undefined,
      drillerAddress: undefined,
      drillerStatus: 2,
    });
  });

  it('sends the user search as searchDrillers, All as no status, and shows the last search again', async () => {
    const onSearch = vi.fn();
    const initial = { searchDrillers: { drillerLastName: 'Cooper', drillerStatus: 2 } };
    render(<UserSearchForm {...common} initial={initial} onSearch={onSearch} />);
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Cooper');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('2');
    expect(document.getElementById('user-search-drillerLastName')).not.toBeNull();
    type('Status', '');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalled());
    expect(onSearch).toHaveBeenCalledWith({
      searchDrillers: {
        drillerFirstName: undefined,
        drillerLastName: 'Cooper',
        drillerWorkEmail: undefined,
        drillerStatus: null,
      },
    });
  });

  it('clears every box and the status with Clear', () => {
    const initial = { drillerFirstName: 'Mia', drillerStatus: 2 };
    render(<DrillerSearchForm {...common} initial={initial} onSearch={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Create New' })).toBeNull();
  });
});
