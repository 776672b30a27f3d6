import '../../../test/jsdom-polyfills';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeBcrWork } from '../../../test/bcr-fixtures';
import { BcrHeader } from './bcr-header';

afterEach(cleanup);

const terms = () => screen.getAllByRole('term').map((t) => t.textContent);

describe('the BCR header', () => {
  it('shows an approved work with its approval number linking to the work and its attributes on one line', () => {
    render(<BcrHeader work={makeBcrWork()} bcrId={7} />, { wrapper: MemoryRouter });
    expect(terms()).toEqual(['Work Approval No', 'Work Id', 'Ground Water No', 'Approval Purposes', 'Work Name', 'Work Type']);
    expect(screen.getByRole('link', { name: '90WA813933' }).getAttribute('href')).toBe('/Work?id=42');
    expect(screen.getByText('New, Production/Water supply bore, Drilled bore, Cased and screened')).toBeTruthy();
  });

  it('shows a work without an approval number by BCR id and reference, with the hole type when it has one', () => {
    render(<BcrHeader work={makeBcrWork({ approvalNumberSupplied: false, referenceNo: 'REF-9', holeType: 2 })} bcrId={7} />, { wrapper: MemoryRouter });
    expect(terms()).toEqual(['BCR Id', 'Reference No', 'Work Name', 'Hole Type']);
    expect(screen.getByText('REF-9')).toBeTruthy();
    expect(screen.getByText('Other')).toBeTruthy();
  });

  it('names a work of one monitoring hole by that hole, as the work itself has no name or hole type', () => {
    const hole = { holeNo: '1', workName: 'Creek piezometer', holeType: 1, monitoringStatus: null };
    render(<BcrHeader work={makeBcrWork({ approvalNumberSupplied: false, referenceNo: 'REF-9', workName: null, holeType: null, linkedHoles: [hole] })} bcrId={7} />, {
      wrapper: MemoryRouter,
    });
    expect(terms()).toEqual(['BCR Id', 'Reference No', 'Work Name', 'Hole Type']);
    expect(screen.getByText('Creek piezometer')).toBeTruthy();
  });
});
