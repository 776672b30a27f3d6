import { Link } from 'react-router';
import { InPageAlert } from '../../components/ui/in-page-alert';
import { PageFrame } from '../../components/ui/page-frame';
import { SCREENS } from '../../lib/screen-catalogue';

/** The frame of a screen whose feature is not delivered yet: its real title and a clear notice. */
export function ComingReleasePage({ path }: { path: string }) {
  const screen = SCREENS[path];
  const title = screen?.title ?? 'Driller Portal';
  return (
    <PageFrame title={title} intro={screen?.summary}>
      <InPageAlert tone="info" heading="Coming in a future release">
        <p>
          The {title} screen is being delivered in a coming release of the Driller Portal. Until then, contact
          the regulator if you need this done, or return to <Link to="/Home">Home</Link>.
        </p>
      </InPageAlert>
    </PageFrame>
  );
}
