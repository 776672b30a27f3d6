/**
 * jsdom has no CSS.escape, which react-aria calls when it opens a popover. Identifiers escaped in
 * tests are plain (e.g. 'csp-nonce'), so escaping every non-word character is faithful enough.
 */
const css: { escape?: (value: string) => string } =
  (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
if (typeof css.escape !== 'function') {
  css.escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.assign(globalThis, { CSS: css });
}
