import { Link } from 'react-router';
import { FOOTER_LINKS } from '../../lib/site-links';
import { SITE_TITLE } from '../../components/ui/page-frame';
import { Icon } from '../../components/ui/icon';

/** Release notice (spec 1 section 1), the authority's links, Acknowledgement of Country, copyright. */
export function SiteFooter() {
  return (
    <footer className="nsw-footer nsw-footer--dark app-footer">
      <div className="nsw-footer__upper app-footer__notice">
        <div className="nsw-container">
          <div className="app-footer__notice-body">
            <Icon name="info" className="app-footer__notice-icon" size={28} />
            <p>
              <strong>
                This release of the {SITE_TITLE} does not support data entry of Test Bores and Spearpoints.
              </strong>{' '}
              For these work types, complete a paper Form A and email or post it to the regulator. The{' '}
              {SITE_TITLE} is recommended for use with Google Chrome, Microsoft Edge and Safari.
            </p>
          </div>
        </div>
      </div>
      <div className="nsw-footer__lower">
        <div className="nsw-container">
          <p className="nsw-footer__acknowledgement">
            We pay respect to the Traditional Custodians and First Peoples of NSW, and acknowledge their
            continued connection to their country and culture.
          </p>
          <hr />
          <ul aria-label="Footer links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                {link.internal ? (
                  <Link to={link.href}>{link.label}</Link>
                ) : (
                  <a href={link.href}>{link.label}</a>
                )}
              </li>
            ))}
          </ul>
          <div className="nsw-footer__info">
            <p className="nsw-footer__copyright">
              Copyright © {new Date().getFullYear()} State of New South Wales
            </p>
            <p className="nsw-footer__built">{SITE_TITLE}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
