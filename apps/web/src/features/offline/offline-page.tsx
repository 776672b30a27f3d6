import { Link } from 'react-router';
import { InPageAlert } from '../../components/ui/in-page-alert';
import { PageFrame } from '../../components/ui/page-frame';

/** Where the app lands when a screen that needs the network is opened offline (spec 3 routes). */
export function OfflinePage() {
  return (
    <PageFrame title="Not available offline" breadcrumbs={false}>
      <InPageAlert tone="warning" heading="This page is not available offline">
        <p>
          The page you asked for needs an internet connection. Works and Bore Construction Reports you have
          made available offline can still be opened from Home.
        </p>
      </InPageAlert>
      <p>
        <Link to="/Home" className="nsw-button nsw-button--dark">
          Go to Home
        </Link>
      </p>
    </PageFrame>
  );
}
