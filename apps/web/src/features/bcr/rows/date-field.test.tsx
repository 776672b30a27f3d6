import { afterEach, describe, expect, it } from 'vitest';
import '../../../test/jsdom-polyfills';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { DateField } from './date-field';

afterEach(cleanup);

/** The value the row's form holds, as JSON. */
function Stored() {
  return <output data-testid="stored">{JSON.stringify(useWatch({ name: 'date' }) ?? null)}</output>;
}

function Row({ date }: { date: string | null }) {
  const form = useForm<{ date: string | null }>({ defaultValues: { date } });
  return (
    <FormProvider {...form}>
      <DateField name="date" label="Date" required />
      <Stored />
    </FormProvider>
  );
}

const read = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null') as unknown;

describe("a row's date", () => {
  it('shows a stored day DD/MM/YYYY whatever the browser locale, and stores what is typed as yyyy-mm-dd', async () => {
    const user = userEvent.setup();
    render(<Row date="2024-03-02" />);
    const field = screen.getByRole('textbox', { name: /^Date/ }) as HTMLInputElement;
    expect(field.value).toBe('02/03/2024');
    await user.clear(field);
    expect(read()).toBeNull();
    await user.type(field, '5/3/2025');
    expect(read()).toBe('2025-03-05');
    expect(field.value).toBe('05/03/2025');
  });
});
