import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';

export interface DropdownLink {
  id: string;
  label: string;
  href: string;
  external?: boolean;
}

/**
 * A main-nav entry that shows a list of links under a button (the disclosure pattern WAI-ARIA
 * recommends for site navigation). It is plain React so the public pages need no menu library
 * (issue 8); Escape, a click outside and focus leaving it close it.
 */
export function NavDisclosure({ label, links }: { label: string; links: readonly DropdownLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    trigger.current?.focus();
  };
  // Only a move to another element closes it: some browsers do not focus a clicked link.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.current?.contains(next)) setOpen(false);
  };
  const close = () => setOpen(false);

  return (
    <div ref={root} className="app-disclosure" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        className="app-main-nav__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <Icon name="expandMore" className="app-main-nav__chevron" />
      </button>
      <ul id={panelId} className="app-menu-popover app-menu app-disclosure__panel" hidden={!open}>
        {links.map((link) => (
          <li key={link.id}>
            {link.external ? (
              <a className="app-menu__item" href={link.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                <span>{link.label}</span>
                <Icon name="external" size={16} className="app-menu__external" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link className="app-menu__item" to={link.href} onClick={close}>
                <span>{link.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
