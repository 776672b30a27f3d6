import { createContext, useContext } from 'react';

/** Promise-based alerts and confirms, so a save flow reads top to bottom like the spec's steps. */
export interface Dialogs {
  /** Resolves when the user presses OK. */
  alert: (message: string, title?: string) => Promise<void>;
  /** Resolves true for OK, false for Cancel. */
  confirm: (message: string, title?: string) => Promise<boolean>;
}

export const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs must be used inside <DialogProvider>');
  return dialogs;
}
