import { describe, expect, it } from 'vitest';
import { answerText, writeAnswer, writtenOnce } from './written-once';

const drillers = () => [
  { drillerId: 1, drillerName: 'Ann "Rocky" O’Neil', licenceNo: 'DL1' },
  { drillerId: 2, drillerName: 'Bo\\b', licenceNo: null },
];

describe('writtenOnce', () => {
  it('writes an answer exactly as JSON.stringify writes it, marked values and all', () => {
    const answer = { success: true, data: { drillers: writtenOnce(drillers()), admins: writtenOnce([drillers()[0]]), none: writtenOnce([]), roleId: 3 } };
    const plain = { success: true, data: { drillers: drillers(), admins: [drillers()[0]], none: [], roleId: 3 } };
    expect(answerText(answer)).toBe(JSON.stringify(plain));
    // The same kept value in two answers, and twice in one.
    const kept = writtenOnce(drillers());
    expect(answerText({ a: kept, b: kept })).toBe(JSON.stringify({ a: drillers(), b: drillers() }));
  });

  it('writes the text it kept when marked, not the value changed since (the mark says it must not change)', () => {
    const list = writtenOnce(drillers());
    list[0]!.drillerName = 'Changed';
    expect(JSON.parse(answerText({ list })).list[0].drillerName).toBe('Ann "Rocky" O’Neil');
  });

  it('is an ordinary value to everything else: JSON.stringify, spreading, a text that looks like a placeholder', () => {
    const list = writtenOnce(drillers());
    expect(JSON.stringify({ list })).toBe(JSON.stringify({ list: drillers() }));
    expect([...list]).toEqual(drillers());
    expect(Object.keys(list)).toEqual(['0', '1']);
    const lookalike = { text: 'x:0', list };
    expect(JSON.parse(answerText(lookalike))).toEqual({ text: 'x:0', list: drillers() });
  });

  it('writes an object as well as an array, and leaves an answer with nothing marked alone', () => {
    const options = writtenOnce({ boreType: [{ id: 1, name: 'Bore' }] });
    expect(answerText({ options })).toBe('{"options":{"boreType":[{"id":1,"name":"Bore"}]}}');
    expect(writeAnswer({ a: [1, 'two', null] })).toBe('{"a":[1,"two",null]}');
    expect(Buffer.isBuffer(writeAnswer({ options }))).toBe(true);
  });

  it('sends the same answer again as the same bytes, and a new one once a kept value is replaced', () => {
    const first = writtenOnce(drillers());
    const a = writeAnswer({ success: true, data: { drillers: first, roleId: 3 } });
    expect(writeAnswer({ success: true, data: { drillers: first, roleId: 3 } })).toBe(a);
    const otherRole = writeAnswer({ success: true, data: { drillers: first, roleId: 5 } });
    expect(otherRole).not.toBe(a);
    expect(JSON.parse(otherRole.toString()).data.roleId).toBe(5);
    const replaced = writtenOnce([{ drillerId: 9, drillerName: 'Cy', licenceNo: 'DL9' }]);
    expect(JSON.parse(writeAnswer({ success: true, data: { drillers: replaced, roleId: 3 } }).toString()).data.drillers).toEqual([{ drillerId: 9, drillerName: 'Cy', licenceNo: 'DL9' }]);
  });
});
