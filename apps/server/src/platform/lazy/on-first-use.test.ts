import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then keeps what it made', async () => {
    let made = 0;
    const get = onFirstUse(async () => ({ n: ++made }));
    expect(made).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(made).toBe(1);
  });

  it('tries again after a failed make', async () => {
    let calls = 0;
    const get = onFirstUse(async () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('not yet');
    expect(await get()).toBe('ready');
    expect(calls).toBe(2);
  });
});
