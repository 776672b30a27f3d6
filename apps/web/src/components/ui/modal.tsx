import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
 * The design system's dialog look on react-aria's Modal: focus is trapped inside, returned to the
 * opener on close, and the page behind is inert, which the design system's own script does not do.
 */
export function AppModal({ title, isOpen, onClose, children, footer, role = 'dialog', dismissable = true, closeButton = true }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      className="nsw-dialog active app-modal"
    >
      <Modal className={`nsw-dialog__wrapper${footer ? '' : ' app-modal__wrapper--no-footer'}`}>
        <Dialog role={role} className="app-modal__dialog">
          <div className="nsw-dialog__container">
            <div className="nsw-dialog__top">
              <div className="nsw-dialog__title">
                <Heading slot="title" className="app-modal__title">
                  {title}
                </Heading>
              </div>
              {closeButton ? (
                <div className="nsw-dialog__close">
                  <Button className="nsw-icon-button" aria-label="Close" onPress={onClose}>
                    <Icon name="close" />
                  </Button>
                </div>
              ) : null}
            </div>
            <div className="nsw-dialog__content">{children}</div>
          </div>
          {footer ? <div className="nsw-dialog__bottom app-modal__bottom">{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
