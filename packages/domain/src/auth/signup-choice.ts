// No zod here: the web's landing page reads these before any schema is loaded (issue 8).

/** Pending sign-up actions stored in the browser before the provider's sign-up page. */
export const SIGNUP_ACTION = { driller: 'SIGNUPDRILLER', admin: 'SIGNUPADMIN' } as const;
export type SignupAction = (typeof SIGNUP_ACTION)[keyof typeof SIGNUP_ACTION];
export const PENDING_SIGNUP_STORAGE_KEY = 'pendingSignupAction';

/** The landing page's user types, sent to the provider's sign-up page as `user_type`. */
export const USER_TYPE = { driller: 'Driller', companyAdmin: 'CompanyAdmin' } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];
