import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export const SITE_TITLE = 'Driller Portal';

/**
 * The frame of every screen: breadcrumbs back to Home, the screen title as the page's one h1, and
 * the browser tab title, so each screen reads the same way to sighted and screen-reader users.
 */
export function PageFrame({
  title,
  intro,
  breadcrumbs = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  breadcrumbs?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title, SITE_TITLE);

  return (
    <div className="nsw-container app-page">
      {breadcrumbs ? (
        <nav className="nsw-breadcrumbs" aria-label="Breadcrumbs">
          <ol>
            <li>
              <Link to="/Home">Home</Link>
            </li>
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
      ) : null}
      <div className="app-page__heading">
        <h1>{title}</h1>
        {intro ? <p className="nsw-intro">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
