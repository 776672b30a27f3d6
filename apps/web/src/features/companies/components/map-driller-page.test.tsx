import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ROLE, type AssignDrillerRow } from '@driller/domain';
import '../../../test/jsdom-polyfills';
import { assignDriller, removeDriller } from '../api/organisation-api';
import { MapDrillerPage } from './map-driller-page';

const row = (drillerId: number, drillerName: string, organisationId: number | null): AssignDrillerRow => ({
  id: drillerId,
  drillerId,
  drillerName,
  drillerLicenseNo: `DL ${1000 + drillerId}`,
  licenseClassId: 'Class 3',
  drillingEndorsements: 'Rotary air',
  workMobile: '0412 000 000',
  workEmail: 'd@example.test',
  status: 'Active',
  organisationId,
});
const company = (organisationId: number, organisationName: string, superAdmin = 0) => ({
  organisationId,
  organisationName,
  abnOrAcn: '1',
  phone: null,
  email: null,
  website: null,
  address: null,
  isActive: 1,
  superAdmin,
  version: 1,
});

let assigned: AssignDrillerRow[] = [row(1, 'Dan Walsh', 2)];
vi.mock('../api/organisation-api', async () => {
  const { queryOptions } = await import('@tanstack/react-query');
  return {
    organisationListQuery: () =>
      queryOptions({ queryKey: ['organisation', 'list'], queryFn: async () => ({}) }),
    useOrganisationList: () => ({
      isError: false,
      data: {
        success: true,
        data: [
          company(1, 'WaterNSW', 1),
          company(2, 'Aquifer Drilling Pty Ltd'),
          company(3, 'Western Plains Bores Pty Ltd'),
        ],
        profile: {
          roleId: ROLE.drillingCompanyAdmin,
          isDCA: false,
          organisationId: 2,
          organisationName: 'Aquifer Drilling Pty Ltd',
          drillerId: null,
        },
      },
    }),
    companyDrillersQuery: (organisationId: number) =>
      queryOptions({
        queryKey: ['organisation', 'drillers', organisationId],
        queryFn: async () => ({
          success: true as const,
          drillerList: assigned,
          drillerListOrganisation: [row(7, 'Nina Shaw', null)],
          message: null,
        }),
      }),
    assignDriller: vi.fn(),
    removeDriller: vi.fn(),
  };
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  assigned = [row(1, 'Dan Walsh', 2)];
});

const dialog = () => screen.findByRole('alertdialog');

async function openAquifer() {
  render(
    <MemoryRouter>
      <MapDrillerPage />
    </MemoryRouter>,
  );
  const select = screen.getByLabelText(/^Company/) as HTMLSelectElement;
  // A company admin is offered their own company only.
  expect(Array.from(select.options).map((o) => o.text)).toEqual([
    'Please select',
    'Aquifer Drilling Pty Ltd',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(await screen.findByText('Please select company from dropdown list')).toBeDefined();
  fireEvent.change(select, { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  return screen.findByTestId('assign-grid');
}

describe('MapDrillerPage', () => {
  it('adds one top row at a time, needs a driller picked, then assigns and reloads', async () => {
    const grid = await openAquifer();
    await within(grid).findByText('Dan Walsh');
    fireEvent.click(screen.getByRole('button', { name: 'Assign driller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign driller' }));
    expect((await dialog()).textContent).toContain(
      'Please edit/remove the first row before adding new driller.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(within(grid).getByRole('button', { name: 'Save' }));
    expect(await within(grid).findByText('Please select driller from the dropdown list.')).toBeDefined();
    expect(assignDriller).not.toHaveBeenCalled();

    vi.mocked(assignDriller).mockImplementation(async () => {
      assigned = [...assigned, row(7, 'Nina Shaw', 2)];
      return { success: true, message: 'Driller is assigned to the company.' };
    });
    fireEvent.change(within(grid).getByLabelText('Driller to assign'), { target: { value: '7' } });
    fireEvent.click(within(grid).getByRole('button', { name: 'Save' }));
    expect((await dialog()).textContent).toContain('Driller is assigned to the company.');
    expect(assignDriller).toHaveBeenCalledWith(7, 2);
    expect(await within(grid).findByText('Nina Shaw')).toBeDefined();
    expect(within(grid).queryByLabelText('Driller to assign')).toBeNull();
  });

  it('removes a driller only after the confirm', async () => {
    const grid = await openAquifer();
    fireEvent.click(await within(grid).findByRole('button', { name: 'Remove Dan Walsh' }));
    expect((await dialog()).textContent).toContain('Do you want to remove this driller from company?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removeDriller).not.toHaveBeenCalled();

    vi.mocked(removeDriller).mockImplementation(async () => {
      assigned = [];
      return { success: true, message: 'Driller is removed from the company.' };
    });
    fireEvent.click(within(grid).getByRole('button', { name: 'Remove Dan Walsh' }));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog').textContent).toContain('Driller is removed from the company.'),
    );
    expect(removeDriller).toHaveBeenCalledWith(1);
    // Said once, above the grid (the grid itself says 'No records').
    expect(await screen.findAllByText('No drillers assigned to the selected company.')).toHaveLength(1);
  });

  it('shows the server’s refusal of an assignment', async () => {
    const { ApiError } = await import('../../../lib/api/client');
    vi.mocked(assignDriller).mockRejectedValue(
      new ApiError(400, {
        success: false,
        message: 'Error in assigning driller to company.',
        code: 'VALIDATION_FAILED',
      }),
    );
    const grid = await openAquifer();
    fireEvent.click(screen.getByRole('button', { name: 'Assign driller' }));
    fireEvent.change(within(grid).getByLabelText('Driller to assign'), { target: { value: '7' } });
    fireEvent.click(within(grid).getByRole('button', { name: 'Save' }));
    expect((await dialog()).textContent).toContain('Error in assigning driller to company.');
  });
});
