import { ADMIN_MESSAGES, PEOPLE_CONTRACTS, type Issue } from '@driller/domain';
import { ApiError, isDeclaredRefusal } from '../../../lib/api/client';

/** A refused save as the form shows it: messages beside fields, or one alert. */
export interface SaveRefusal {
  fields: Issue[];
  alert: string | null;
}

/**
 * The server re-runs every rule: a 400 carries messages by field, a 409 or 404 a message for an alert,
 * anything else the spec's "Error in saving data".
 */
export function refusalOf(caught: unknown): SaveRefusal {
  if (caught instanceof ApiError && isDeclaredRefusal(caught, PEOPLE_CONTRACTS.saveDriller)) {
    const fields = Object.entries(caught.fieldErrors).flatMap(([path, messages]) =>
      messages.map((message): Issue => ({ path, message, severity: 'error' })),
    );
    return fields.length > 0 ? { fields, alert: null } : { fields: [], alert: caught.message };
  }
  return { fields: [], alert: ADMIN_MESSAGES.dataSaveError };
}
