import type { BcrPageId, BcrView } from '@driller/domain';
import { Icon } from '../../../../components/ui/icon';
import { pageOfSection } from '../../wizard/wizard-nav';

type Review = BcrView['review'];

/** A section's title, as a link to its page when it has one (Work Details is entered on the work). */
function SectionTitle({ section, title, onOpen }: { section: string; title: string; onOpen: (page: BcrPageId) => void }) {
  const page = pageOfSection(section);
  return (
    <h4>
      {page ? (
        <button type="button" className="app-bcr-banner__link" onClick={() => onOpen(page)}>
          {title}
        </button>
      ) : (
        title
      )}
    </h4>
  );
}

/** The red "Error!" banner: each section with errors, its messages (rows as "Row No#n"). */
export function ErrorBanner({ errors, onOpen }: { errors: Review['errors']; onOpen: (page: BcrPageId) => void }) {
  if (errors.length === 0) return null;
  return (
    <div className="nsw-in-page-alert nsw-in-page-alert--error app-bcr-banner" role="region" aria-labelledby="bcr-review-errors">
      <Icon name="error" className="nsw-in-page-alert__icon" size={30} />
      <div className="nsw-in-page-alert__content">
        <h3 id="bcr-review-errors" className="app-alert-heading">
          Error!
        </h3>
        {errors.map((entry) => (
          <div key={entry.section} className="app-bcr-banner__section">
            <SectionTitle section={entry.section} title={entry.title} onOpen={onOpen} />
            <ul className="app-bcr-list">
              {entry.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The yellow "Warning!" banner: each warning under its section, confirmed one by one on submit. */
export function WarningBanner({
  warnings,
  sectionTitle,
  onOpen,
}: {
  warnings: Review['warnings'];
  sectionTitle: (section: string) => string;
  onOpen: (page: BcrPageId) => void;
}) {
  if (warnings.length === 0) return null;
  const sections = [...new Set(warnings.map((w) => w.section))];
  return (
    <div className="nsw-in-page-alert nsw-in-page-alert--warning app-bcr-banner" role="region" aria-labelledby="bcr-review-warnings">
      <Icon name="warning" className="nsw-in-page-alert__icon" size={30} />
      <div className="nsw-in-page-alert__content">
        <h3 id="bcr-review-warnings" className="app-alert-heading">
          Warning!
        </h3>
        {sections.map((section) => (
          <div key={section} className="app-bcr-banner__section">
            <SectionTitle section={section} title={sectionTitle(section)} onOpen={onOpen} />
            <ul className="app-bcr-list">
              {warnings
                .filter((w) => w.section === section)
                .map((w) => (
                  <li key={`${w.code}-${w.message}`}>{w.message}</li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
