import { describe, expect, it } from 'vitest';
import { dateText, dateValue } from './form-fields';

describe('date fields, typed DD/MM/YYYY', () => {
  it('show a stored day as DD/MM/YYYY and text that is not a day as typed', () => {
    expect(dateText('2025-03-25')).toBe('25/03/2025');
    expect(dateText('25/03')).toBe('25/03');
    expect(dateText(null)).toBe('');
  });

  it('store a real day as yyyy-mm-dd, blank as null, and anything else as typed for the schema to refuse', () => {
    expect(dateValue('5/3/2025')).toBe('2025-03-05');
    expect(dateValue('  ')).toBeNull();
    expect(dateValue('31/02/2025')).toBe('31/02/2025');
  });
});
