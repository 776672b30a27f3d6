/** The envelope message of a request that failed schema validation; fieldErrors holds the details. */
export const COMMON_VALIDATION_MESSAGE = 'The request has invalid or missing fields.';
