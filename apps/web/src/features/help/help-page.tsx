import { Link } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { Icon } from '../../components/ui/icon';
import { HELP_GUIDES, BORE_CONSTRUCTION_GUIDELINES } from '../../lib/site-links';
import { HelpTopics } from './help-topics';

export function HelpPage() {
  return (
    <PageFrame
      title="Help"
      breadcrumbs={false}
      intro="Guides and answers for drillers, drilling companies and regulator staff using the Driller Portal."
    >
      <section aria-labelledby="guides-heading" className="app-section">
        <h2 id="guides-heading">User guides</h2>
        <p>
          Download a step-by-step guide (PDF). You can print them or keep them on your device for use in the
          field.
        </p>
        <ul className="app-guide-list">
          {HELP_GUIDES.map((guide) => (
            <li key={guide.href} className="app-guide">
              <Icon name="document" className="app-guide__icon" size={36} />
              <div>
                <a href={guide.href} className="app-guide__link" target="_blank" rel="noopener noreferrer">
                  {guide.title}
                  <span className="app-guide__format"> (PDF, opens in a new tab)</span>
                </a>
                <p className="app-guide__summary">{guide.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <HelpTopics />
      <section aria-labelledby="more-heading" className="app-section">
        <h2 id="more-heading">More information</h2>
        <p>
          The{' '}
          <a href={BORE_CONSTRUCTION_GUIDELINES.href} target="_blank" rel="noopener noreferrer">
            {BORE_CONSTRUCTION_GUIDELINES.description}
          </a>{' '}
          set the standard every bore must meet. If you still need help, use the Contact us link at the bottom
          of this page. <Link to="/">Return to the Driller Portal start page</Link>.
        </p>
      </section>
    </PageFrame>
  );
}
