import { describe, expect, it } from 'vitest';
import { rowChanged } from './bcr-row-changes';

const stored = { id: 7, sequence: 2, depth_from: 0, depth_to: 30.5, rock_type: 1, colour: null, additional_information: 'Clay', logged_on: '2024-03-01' };
const same = { depth_from: 0, depth_to: 30.5, rock_type: 1, colour: null, additional_information: 'Clay', logged_on: '2024-03-01' };

describe('rowChanged: only a row written exactly as stored is left alone', () => {
  it('leaves a row whose every column and position are as stored', () => {
    expect(rowChanged(stored, 2, same)).toBe(false);
    // An undefined value is written as NULL, which is what is stored.
    expect(rowChanged(stored, 2, { ...same, colour: undefined })).toBe(false);
  });

  it.each([
    ['a new position', 3, same],
    ['a different number', 2, { ...same, depth_to: 30.51 }],
    ['a number cleared', 2, { ...same, depth_from: null }],
    ['a number set where none was', 2, { ...same, colour: 0 }],
    ['text changed in case only', 2, { ...same, additional_information: 'clay' }],
    ['text cleared to empty', 2, { ...same, additional_information: '' }],
    ['text with a trailing space', 2, { ...same, additional_information: 'Clay ' }],
    ['another day', 2, { ...same, logged_on: '2024-03-02' }],
    ['a number sent as text', 2, { ...same, rock_type: '1' }],
    ['a column the stored row lacks', 2, { ...same, texture: null }],
  ])('writes a row with %s', (_label, sequence, values) => {
    expect(rowChanged(stored, sequence, values)).toBe(true);
  });

  it('writes a row it has no stored copy of', () => {
    expect(rowChanged(undefined, 1, same)).toBe(true);
  });
});
