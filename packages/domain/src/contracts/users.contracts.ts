import { adminRegisterSchema, drillerRegisterSchema, registrationResponseSchema } from '../auth/registration';
import { API_ERROR_CODE as E } from './api-error';
import { defineContract } from './contract';

const tag = 'users';

/** Registration with the backend after sign-in (spec 1 section 7, spec 3 "After sign-in"). */
export const USER_CONTRACTS = {
  drillerRegister: defineContract({
    operationId: 'registerDriller',
    method: 'POST',
    path: '/service/api/users/drillerregister',
    summary: 'Register the signed-in driller',
    tag,
    auth: 'bearer',
    body: drillerRegisterSchema,
    response: registrationResponseSchema,
    errors: [E.unauthorised, E.validation],
  }),
  adminRegister: defineContract({
    operationId: 'registerAdmin',
    method: 'POST',
    path: '/service/api/users/adminregister',
    summary: 'Register the signed-in non-driller user',
    tag,
    auth: 'bearer',
    body: adminRegisterSchema,
    response: registrationResponseSchema,
    errors: [E.unauthorised, E.validation],
  }),
} as const;
