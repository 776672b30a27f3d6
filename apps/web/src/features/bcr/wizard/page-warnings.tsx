import type { Issue } from '@driller/domain';
import { InPageAlert } from '../../../components/ui/in-page-alert';

/** The warnings the last save raised on this page (confirmed before the save; they do not block it). */
export function PageWarnings({ issues }: { issues: readonly Issue[] }) {
  const warnings = [...new Set(issues.filter((i) => i.severity === 'warning').map((i) => i.message))];
  if (warnings.length === 0) return null;
  return (
    <InPageAlert tone="warning" heading="Warning!">
      <ul className="app-bcr-list">
        {warnings.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </InPageAlert>
  );
}
