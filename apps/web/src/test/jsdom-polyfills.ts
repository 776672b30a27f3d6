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

/**
 * jsdom has no modal dialogs: showModal and close only toggle `open` and fire `close`, which is what
 * the components rely on (the browser adds the backdrop, inertness and focus handling).
 */
const dialogPrototype = (globalThis as { HTMLDialogElement?: { prototype: HTMLDialogElement } }).HTMLDialogElement?.prototype;
if (dialogPrototype && typeof dialogPrototype.showModal !== 'function') {
  dialogPrototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogPrototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
