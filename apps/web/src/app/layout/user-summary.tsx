import { roleLabel, visibleOrganisationName, type CurrentUser } from '@driller/domain';

/** Who is signed in: first and last name, organisation (unless blank or 'Blank Company') and role. */
export function UserSummary({ user, withTestIds = false }: { user: CurrentUser; withTestIds?: boolean }) {
  const organisation = visibleOrganisationName(user.organisationName);
  const id = (name: string) => (withTestIds ? { 'data-testid': name } : {});
  return (
    <div className="app-user-summary">
      <span className="app-user-summary__name" {...id('header-user-name')}>
        {`${user.firstName} ${user.lastName}`.trim()}
      </span>
      <span className="app-user-summary__meta">
        {organisation ? (
          <span className="app-user-summary__organisation" {...id('header-organisation')}>
            {organisation}
          </span>
        ) : null}
        <span className="app-user-summary__role" {...id('header-role')}>
          {roleLabel(user)}
        </span>
      </span>
    </div>
  );
}
