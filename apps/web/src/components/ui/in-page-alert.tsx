import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

type Tone = 'info' | 'success' | 'warning' | 'error';

const TONE_ICON: Record<Tone, IconName> = {
  info: 'info',
  success: 'checkCircle',
  warning: 'warning',
  error: 'error',
};

/** The design system's in-page alert; errors and warnings are announced (role alert), info is not. */
export function InPageAlert({
  tone,
  heading,
  children,
  compact = false,
}: {
  tone: Tone;
  heading?: string;
  children: ReactNode;
  compact?: boolean;
}) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      className={`nsw-in-page-alert nsw-in-page-alert--${tone}${compact ? ' nsw-in-page-alert--compact' : ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      <Icon name={TONE_ICON[tone]} className="nsw-in-page-alert__icon" size={compact ? 20 : 30} />
      <div className="nsw-in-page-alert__content">
        {heading ? <h2 className="app-alert-heading">{heading}</h2> : null}
        <div className={compact ? 'nsw-small' : undefined}>{children}</div>
      </div>
    </div>
  );
}
