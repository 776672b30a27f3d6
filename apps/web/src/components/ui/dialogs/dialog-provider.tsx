import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppModal } from '../modal';
import { DialogContext, type Dialogs } from './dialog-context';

interface Pending {
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  resolve: (ok: boolean) => void;
}

/**
 * Hosts the alerts and confirms the spec asks for (in place of window.alert/confirm, which block the
 * page, cannot be styled, and cannot be driven reliably from tests). One dialog at a time, in order.
 */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const okRef = useRef<HTMLButtonElement>(null);
  const current = queue[0];

  const push = useCallback(
    (kind: Pending['kind'], message: string, title: string) =>
      new Promise<boolean>((resolve) => setQueue((q) => [...q, { kind, message, title, resolve }])),
    [],
  );
  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: async (message, title = 'Message') => {
        await push('alert', message, title);
      },
      confirm: (message, title = 'Please confirm') => push('confirm', message, title),
    }),
    [push],
  );

  const answer = (ok: boolean) => {
    current?.resolve(ok);
    setQueue((q) => q.slice(1));
  };

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {/* Always mounted: closing the native dialog (not removing it) returns focus to the page. */}
      <AppModal
        isOpen={current !== undefined}
        title={current?.title ?? ''}
        role="alertdialog"
        dismissable={false}
        closeButton={false}
        onClose={() => answer(false)}
        footer={
          <>
            <button ref={okRef} type="button" className="nsw-button nsw-button--dark" autoFocus onClick={() => answer(true)}>
              OK
            </button>
            {current?.kind === 'confirm' ? (
              <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => answer(false)}>
                Cancel
              </button>
            ) : null}
          </>
        }
      >
        {(current?.message ?? '').split('\n').map((line, i) => (
          <p key={i} className="app-modal__message">
            {line}
          </p>
        ))}
      </AppModal>
    </DialogContext.Provider>
  );
}
