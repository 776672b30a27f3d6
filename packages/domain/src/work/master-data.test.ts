import { describe, expect, it } from 'vitest';
import {
  BORE_TYPE_OPTIONS,
  HOLE_TYPE_OPTIONS,
  PURPOSE_WITHOUT_APPROVAL_OPTIONS,
  spearpointQuestionnaireItems,
} from './master-data';

describe('work master data', () => {
  it('offers the hole types 1 Pilot hole (deepest hole) and 2 Other', () => {
    expect(HOLE_TYPE_OPTIONS).toEqual([
      { id: 1, name: 'Pilot hole (deepest hole)' },
      { id: 2, name: 'Other' },
    ]);
  });

  it('has unique ids in each list', () => {
    for (const list of [BORE_TYPE_OPTIONS, PURPOSE_WITHOUT_APPROVAL_OPTIONS]) {
      expect(new Set(list.map((o) => o.id)).size).toBe(list.length);
    }
  });

  it('gives 9 questions, only the first displayed, question 3 with the diameter options', () => {
    const items = spearpointQuestionnaireItems();
    expect(items).toHaveLength(9);
    expect(items.filter((i) => i.display).map((i) => i.spearpointQuestionId)).toEqual([1]);
    expect(items[2]?.options.map((o) => o.value)).toEqual([3, 4]);
    expect(items.every((i) => i.response === null)).toBe(true);
  });
});
