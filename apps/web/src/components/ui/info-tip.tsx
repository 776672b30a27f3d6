import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from './icon';

/** How long a pointer rests on the button before the tip shows, as react-aria's tooltips do. */
const HOVER_DELAY_MS = 200;

/**
 * An (i) button with a tooltip: shown while the button has focus or a pointer rests on it, hidden on
 * Escape. The text is the button's description even while hidden, so screen readers always hear it.
 * Plain React, so the landing page needs no component library (issue 8).
 */
export function InfoTip({ label, children }: { label: string; children: string }) {
  const tipId = useId();
  const [shown, setShown] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const hide = () => {
    window.clearTimeout(hoverTimer.current);
    setShown(false);
  };

  return (
    <span className="app-info-tip">
      <button
        type="button"
        className="app-info-button"
        aria-label={label}
        aria-describedby={tipId}
        onFocus={() => setShown(true)}
        onBlur={hide}
        onPointerEnter={() => {
          hoverTimer.current = window.setTimeout(() => setShown(true), HOVER_DELAY_MS);
        }}
        onPointerLeave={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        <Icon name="info" size={20} />
      </button>
      <span role="tooltip" id={tipId} className="app-tooltip" hidden={!shown}>
        {children}
      </span>
    </span>
  );
}
