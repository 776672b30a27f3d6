import { AUTH_MESSAGES } from '@driller/domain';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Icon } from '../../components/ui/icon';

/** Connection status of the masthead; a live region so a dropped connection is announced. */
export function OnlineStatus() {
  const online = useOnlineStatus();
  return (
    <p
      className={`app-online-status ${online ? 'app-online-status--online' : 'app-online-status--offline'}`}
      data-testid="online-status"
      role="status"
      aria-live="polite"
    >
      {online ? (
        <span className="app-online-status__dot" aria-hidden="true" />
      ) : (
        <Icon name="cloudOff" size={16} />
      )}
      {online ? AUTH_MESSAGES.online : AUTH_MESSAGES.offline}
    </p>
  );
}
