import type { RegistrationResponse } from '@driller/domain';
import type { RegisteredUser } from '../../platform/auth/portal-user.repository';

/** The registration response the web app reads (data.success, data.driller, data.user). */
export function presentRegistration(user: RegisteredUser): RegistrationResponse {
  return {
    success: true,
    driller: {
      organisation: user.organisationName ? { organisationName: user.organisationName } : null,
      isDrillingCompanyAdmin: Number(user.isDrillingCompanyAdmin),
    },
    user: { firstName: user.firstName, lastName: user.lastName },
  };
}
