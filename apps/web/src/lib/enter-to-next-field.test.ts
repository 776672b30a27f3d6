import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installEnterToNextField } from './enter-to-next-field';

let uninstall: () => void;

function pressEnter(target: Element, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function mount(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  const form = document.querySelector('form');
  if (!form) throw new Error('fixture has no form');
  return form;
}

const byId = (id: string): HTMLElement => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
};

beforeEach(() => {
  uninstall = installEnterToNextField(document);
});

afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

describe('Enter in a form', () => {
  it('moves focus to the next field instead of submitting', () => {
    const form = mount(
      '<form><input id="a"><select id="b"><option>x</option></select><button>Save</button></form>',
    );
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    byId('a').focus();

    const event = pressEnter(byId('a'));

    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(byId('b'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('moves from a select to the next input and skips disabled, hidden and tabindex=-1 fields', () => {
    mount(`<form><select id="a"><option>x</option></select><input id="b" disabled><input type="hidden" id="c">
      <input id="d" tabindex="-1"><div hidden><input id="e"></div><input id="f"></form>`);
    byId('a').focus();
    pressEnter(byId('a'));
    expect(document.activeElement).toBe(byId('f'));
  });

  it('treats a radio group as one stop', () => {
    mount(`<form><input type="radio" name="r" id="r1" checked><input type="radio" name="r" id="r2">
      <input type="radio" name="s" id="s1"><input type="radio" name="s" id="s2" checked></form>`);
    byId('r1').focus();
    pressEnter(byId('r1'));
    expect(document.activeElement).toBe(byId('s2'));
  });

  it('stays on the last field without submitting', () => {
    const form = mount('<form><input id="a"></form>');
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    byId('a').focus();
    pressEnter(byId('a'));
    expect(document.activeElement).toBe(byId('a'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the form from a search box (data-enter="search")', () => {
    const form = mount(
      '<form><input id="q" data-enter="search"><input id="next"><button>Search</button></form>',
    );
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    byId('q').focus();
    pressEnter(byId('q'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(byId('q'));
  });

  it.each([
    ['a textarea', '<form><textarea id="t"></textarea><input id="n"></form>', 't'],
    ['a button', '<form><button type="button" id="t">Go</button><input id="n"></form>', 't'],
    ['an input outside a form', '<form></form><input id="t"><input id="n">', 't'],
    [
      'an open combobox',
      '<form><input id="t" role="combobox" aria-expanded="true"><input id="n"></form>',
      't',
    ],
  ])('leaves Enter alone in %s', (_name, html, id) => {
    document.body.innerHTML = html;
    byId(id).focus();
    const event = pressEnter(byId(id));
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(byId(id));
  });

  it('leaves Shift+Enter and Ctrl+Enter alone', () => {
    mount('<form><input id="a"><input id="b"></form>');
    byId('a').focus();
    expect(pressEnter(byId('a'), { shiftKey: true }).defaultPrevented).toBe(false);
    expect(pressEnter(byId('a'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(byId('a'));
  });

  it('does nothing once uninstalled', () => {
    uninstall();
    mount('<form><input id="a"><input id="b"></form>');
    byId('a').focus();
    expect(pressEnter(byId('a')).defaultPrevented).toBe(false);
    uninstall = () => {};
  });
});
