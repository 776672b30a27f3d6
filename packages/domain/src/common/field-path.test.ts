import { describe, expect, it } from 'vitest';
import { fieldElementId, fieldPath, isOnRow } from './field-path';

describe('field paths', () => {
  it.each([
    [['workDetailsMonitoring'], 'workDetailsMonitoring'],
    [['workDetailsMonitoring', 0], 'workDetailsMonitoring.0'],
    [['lithology', 3, 'depthTo'], 'lithology.3.depthTo'],
    [['boreDevelopment.rows', 1, 'durationHour'], 'boreDevelopment.rows.1.durationHour'],
  ] as const)('%j -> %s', (parts, expected) => {
    expect(fieldPath(...(parts as unknown as [string, number?, string?]))).toBe(expected);
  });

  it('derives the element id from the path', () => {
    expect(fieldElementId('work', 'workDetailsMonitoring.1.noOfPipes')).toBe(
      'work-workDetailsMonitoring-1-noOfPipes',
    );
    expect(fieldElementId('work', 'referenceNo')).toBe('work-referenceNo');
  });

  it('tells the paths of a row apart from a neighbour whose index starts the same', () => {
    expect(isOnRow('workDetailsMonitoring.1.driller', 'workDetailsMonitoring', 1)).toBe(true);
    expect(isOnRow('workDetailsMonitoring.1', 'workDetailsMonitoring', 1)).toBe(true);
    expect(isOnRow('workDetailsMonitoring.10.driller', 'workDetailsMonitoring', 1)).toBe(false);
    expect(isOnRow('workDetailsMonitoring', 'workDetailsMonitoring', 1)).toBe(false);
  });
});
