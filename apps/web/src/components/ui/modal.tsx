import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons of the dialog's bottom bar, primary first (the design system lays them out right to left). */
  footer?: ReactNode;
  /** alertdialog for alerts and confirms, so screen readers announce them as interruptions. */
  role?: 'dialog' | 'alertdialog';
  /** Whether a click outside or Escape closes it; confirms keep the user's answer explicit. */
  dismissable?: boolean;
  /** Whether the close (X) button is shown. */
  closeButton?: boolean;
}

/**
 * The design system's dialog look on a native modal <dialog>: focus moves inside and stays there, the
 * page behind is inert, and focus returns to the opener on close. Native rather than a component
 * library, so a screen with dialogs (Form A's first step) does not download one (issue 8). The element
 * stays mounted while closed so closing it, not removing it, is what gives focus back.
 */
export function AppModal({ title, isOpen, onClose, children, footer, role = 'dialog', dismissable = true, closeButton = true }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!isOpen || !element) return;
    element.showModal();
    // As before on react-aria: a dialog takes focus itself (its title is read, Tab reaches its first
    // control); an alert leaves it on its first button (OK), to answer at once.
    if (role === 'dialog') element.focus();
    return () => element.close();
  }, [isOpen, role]);

  return (
    <dialog
      ref={dialog}
      className={`nsw-dialog app-modal${isOpen ? ' active' : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape: the parent decides whether (and how) it closes.
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onClose();
      }}
      // The overlay fills the dialog element, so a click on the element itself is a click outside the box.
      onClick={(event) => {
        if (dismissable && event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen ? (
        <div className={`nsw-dialog__wrapper${footer ? '' : ' app-modal__wrapper--no-footer'}`}>
          <div className="nsw-dialog__container">
            <div className="nsw-dialog__top">
              <div className="nsw-dialog__title">
                <h2 id={titleId} className="app-modal__title">
                  {title}
                </h2>
              </div>
              {closeButton ? (
                <div className="nsw-dialog__close">
                  <button type="button" className="nsw-icon-button" aria-label="Close" onClick={onClose}>
                    <Icon name="close" />
                  </button>
                </div>
              ) : null}
            </div>
            <div className="nsw-dialog__content">{children}</div>
          </div>
          {footer ? <div className="nsw-dialog__bottom app-modal__bottom">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
