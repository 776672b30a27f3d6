/** ABN check digits (the register's published rule): subtract 1 from the first digit, weight, sum mod 89 = 0. */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\D/g, '');
  if (digits.length !== 11) return false;
  const sum = [...digits].reduce(
    (total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * (WEIGHTS[i] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** The first valid ABN ending in these nine digits (every nine-digit tail has one). */
export function abnWithTail(tail: string): string {
  for (let prefix = 10; prefix <= 99; prefix += 1) {
    const abn = `${prefix}${tail}`;
    if (isValidAbn(abn)) return abn;
  }
  throw new Error(`no ABN ends in ${tail}`);
}
