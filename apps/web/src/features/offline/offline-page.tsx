import { Link, useLocation } from 'react-router';
import { useOnlineStatus } from '../../lib/use-online-status';
import './offline-page.css';
import { InPageAlert } from '../../components/ui/in-page-alert';
import { PageFrame } from '../../components/ui/page-frame';

/** Where the app lands when a screen that needs the network is opened offline (spec 3 routes). */
export function OfflinePage() {
  const asked = (useLocation().state as { from?: unknown } | null)?.from;
  const online = useOnlineStatus();
  return (
    <PageFrame title="Not available offline" breadcrumbs={false}>
      <InPageAlert tone="warning" heading="This page is not available offline">
        <p>
          The page you asked for needs an internet connection. Works and Bore Construction Reports you have
          made available offline can still be opened from Home.
        </p>
      </InPageAlert>
      <p className="app-offline-page__actions">
        <Link to="/Home" className="nsw-button nsw-button--dark">
          Go to Home
        </Link>
        {/* Back online: the page that was asked for, at a press. */}
        {online && typeof asked === 'string' && asked.startsWith('/') ? (
          <Link to={asked} className="nsw-button nsw-button--dark-outline">
            Try again
          </Link>
        ) : null}
      </p>
    </PageFrame>
  );
}
