import { describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, maxCharactersMessage, savingFailedMessage } from './messages';

describe('general messages', () => {
  it.each([
    ['loadingFailed', 'Error in loading Data'],
    ['savingFailed', 'Error in saving Data'],
    ['savingFailedMany', 'Errors in saving Data'],
    ['workDataFailed', 'Error in getting work data'],
    ['deleteDocumentFailed', 'Error in deleting document'],
    ['apiCallFailed', 'Error in calling api'],
    ['nothingToSave', 'There is nothing to save'],
    ['required', 'Required'],
  ] as const)('%s is verbatim', (key, text) => {
    expect(GENERAL_MESSAGES[key]).toBe(text);
  });

  it.each([
    [500, 'Maximum allowed characters are 500'],
    [50, 'Maximum allowed characters are 50'],
  ])('maxCharactersMessage(%i)', (n, text) => {
    expect(maxCharactersMessage(n)).toBe(text);
  });

  it.each([
    [undefined, 'Error in saving Data'],
    [null, 'Error in saving Data'],
    ['   ', 'Error in saving Data'],
    ['Work is locked', 'Work is locked'],
  ])('savingFailedMessage(%s) prefers the server text', (server, text) => {
    expect(savingFailedMessage(server)).toBe(text);
  });
});
