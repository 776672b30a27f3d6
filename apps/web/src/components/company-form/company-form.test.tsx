import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../../test/jsdom-polyfills';
import { DialogProvider } from '../ui/dialogs/dialog-provider';
import { saveOrganisation, searchBusinessRegister } from './company-api';
import { CompanyForm } from './company-form';

vi.mock('./company-api', () => ({
  searchBusinessRegister: vi.fn(),
  saveOrganisation: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const DUBBO = { Name: 'Dubbo Bore Drilling Pty Ltd', Abn: '85496387997', State: 'NSW', Postcode: '2830' };

function renderNew(onSaved = vi.fn()) {
  render(
    <DialogProvider>
      <CompanyForm company={null} onSaved={onSaved} onBack={vi.fn()} />
    </DialogProvider>,
  );
  return onSaved;
}

const name = () => screen.getByLabelText(/^Company name/);

describe('CompanyForm: a new company from the business register', () => {
  it('asks for 5 characters before searching the register', async () => {
    renderNew();
    fireEvent.change(name(), { target: { value: 'Dubb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Company' }));
    expect(await screen.findByText('Please enter atleast 5 characters to search.')).toBeDefined();
    expect(searchBusinessRegister).not.toHaveBeenCalled();
    // The message is about the name searched: once the name changes it goes.
    fireEvent.change(name(), { target: { value: 'Dubbo Bore Drilling' } });
    expect(screen.queryByText('Please enter atleast 5 characters to search.')).toBeNull();
  });

  it('fills name and ABN from the chosen result, and shows the 25-result note', async () => {
    vi.mocked(searchBusinessRegister).mockResolvedValue({
      success: true,
      data: [DUBBO],
      note: '*Note: Max results displayed are 25. Please refine your search',
    });
    renderNew();
    fireEvent.change(name(), { target: { value: 'Dubbo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Company' }));
    fireEvent.click(await screen.findByRole('button', { name: `Select ${DUBBO.Name}` }));
    expect(screen.getByText('*Note: Max results displayed are 25. Please refine your search')).toBeDefined();
    await waitFor(() => expect((name() as HTMLInputElement).value).toBe(DUBBO.Name));
    expect((screen.getByLabelText(/^ABN\/ACN/) as HTMLInputElement).value).toBe('85 496 387 997');
  });

  it('refuses a name and ABN that match no result, without calling the server', async () => {
    vi.mocked(searchBusinessRegister).mockResolvedValue({ success: true, data: [DUBBO], note: null });
    renderNew();
    fireEvent.change(name(), { target: { value: 'Dubbo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Company' }));
    await screen.findByRole('button', { name: `Select ${DUBBO.Name}` });
    fireEvent.change(name(), { target: { value: DUBBO.Name } });
    fireEvent.change(screen.getByLabelText(/^ABN\/ACN/), { target: { value: '11111111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The company name and ABN/ACN does not match from the search results.'),
    ).toBeDefined();
    expect(saveOrganisation).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^ABN\/ACN/), { target: { value: DUBBO.Abn } });
    await waitFor(() =>
      expect(
        screen.queryByText('The company name and ABN/ACN does not match from the search results.'),
      ).toBeNull(),
    );
  });

  it('saves a matching company and says so', async () => {
    vi.mocked(searchBusinessRegister).mockResolvedValue({ success: true, data: [DUBBO], note: null });
    vi.mocked(saveOrganisation).mockResolvedValue({
      success: true,
      message: 'Company data submitted successfully',
      data: { organisationId: 9, organisationName: DUBBO.Name },
    });
    const onSaved = renderNew();
    fireEvent.change(name(), { target: { value: 'Dubbo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search Company' }));
    fireEvent.click(await screen.findByRole('button', { name: `Select ${DUBBO.Name}` }));
    await waitFor(() => expect((name() as HTMLInputElement).value).toBe(DUBBO.Name));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company data submitted successfully')).toBeDefined();
    expect(vi.mocked(saveOrganisation).mock.calls[0]?.[0]).toMatchObject({
      organisationName: DUBBO.Name,
      abnOrAcn: '85 496 387 997',
      isActive: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
