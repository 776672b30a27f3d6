import type { FastifyInstance } from 'fastify';
import { USER_CONTRACTS } from '@driller/domain';
import { signedInTokenUser, signedInUser } from '../../platform/auth/auth.plugin';
import type { Db } from '../../platform/db/kysely';
import { route } from '../../platform/http/contract-route';
import { registerAdmin, registerDriller, type RegistrationRequested } from './users.service';

/** Registration with the backend after sign-in (spec 1 section 7, spec 3 "After sign-in"). */
export async function usersRoutes(app: FastifyInstance, { db, onRegistrationRequested }: { db: Db; onRegistrationRequested?: RegistrationRequested }): Promise<void> {
  route(app, USER_CONTRACTS.drillerRegister, {}, async (request) =>
    registerDriller(db, signedInUser(request), request.body, request.id),
  );
  route(app, USER_CONTRACTS.adminRegister, {}, async (request) => registerAdmin(db, signedInTokenUser(request), request.id, (id) => onRegistrationRequested?.(id, request.log)));
}
