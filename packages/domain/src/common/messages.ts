/** General messages of spec 1 section 8, verbatim: the UI and server both read them from here. */
export const GENERAL_MESSAGES = {
  /** List, detail and search failures. */
  loadingFailed: 'Error in loading Data',
  /** Shown when the server sent no text of its own. */
  savingFailed: 'Error in saving Data',
  savingFailedMany: 'Errors in saving Data',
  workDataFailed: 'Error in getting work data',
  deleteDocumentFailed: 'Error in deleting document',
  /** A call made with the form type missing. */
  apiCallFailed: 'Error in calling api',
  nothingToSave: 'There is nothing to save',
  required: 'Required',
} as const;

/** 'Maximum allowed characters are {n}' (e.g. 500 for the work name, 50 for the reference no). */
export function maxCharactersMessage(n: number): string {
  return `Maximum allowed characters are ${n}`;
}

/** The server's text wins over the generic one when present (spec: "server text shown when present"). */
export function savingFailedMessage(serverMessage?: string | null, fallback: string = GENERAL_MESSAGES.savingFailed): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? fallback : text;
}
