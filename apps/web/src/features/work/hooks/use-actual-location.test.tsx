import '../../../test/jsdom-polyfills';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { newWorkValues, type WorkFormValues } from './work-form-values';
import { useActualLocation } from './use-actual-location';

// The cadastre answers when the test says so: the Lot/DP look-up is on its way until then.
const lookup = vi.hoisted(() => ({ answer: null as null | ((lot: unknown) => void) }));
vi.mock('../../../lib/map/arcgis-client', () => ({
  findLotAt: () => new Promise((resolve) => (lookup.answer = resolve)),
}));

function Form({ children }: { children: ReactNode }) {
  const form = useForm<WorkFormValues>({
    defaultValues: { ...newWorkValues(null), approvedLatitude: -34.82314, approvedLongitude: 145.087166, lotNo: '1//DP1234' },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the actual location while its Lot/DP is looked up', () => {
  it('warns of no Lot/DP difference and holds Save until the new point’s Lot/DP is known', async () => {
    const { result } = renderHook(() => useActualLocation(), { wrapper: Form });
    let placed: Promise<void> = Promise.resolve();
    act(() => {
      placed = result.current.setActual({ latitude: -34.82314, longitude: 145.087166 });
    });
    expect(result.current.findingLot).toBe(true);
    expect(result.current.warnings).toEqual([]);
    await act(async () => {
      lookup.answer?.({ properties: { lotidstring: '1//DP1234' } });
      await placed;
    });
    expect(result.current.findingLot).toBe(false);
    expect(result.current.actualLotNo).toBe('1//DP1234');
    expect(result.current.warnings).toEqual([]);
  });

  it('warns once the new point’s Lot/DP is known to differ', async () => {
    const { result } = renderHook(() => useActualLocation(), { wrapper: Form });
    let placed: Promise<void> = Promise.resolve();
    act(() => {
      placed = result.current.setActual({ latitude: -34.82314, longitude: 145.087166 });
    });
    await act(async () => {
      lookup.answer?.({ properties: { lotidstring: '7//DP9999' } });
      await placed;
    });
    expect(result.current.warnings.map((w) => w.message)).toEqual(['Actual Lot/DP of the bore is different from Approved Lot/DP.']);
  });
});
