import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRegisterSchema, drillerRegisterSchema } from '@driller/domain';
import { signedInTokenUser, signedInUser } from '../../platform/auth/auth.plugin';
import type { Db } from '../../platform/db/kysely';
import { registerAdmin, registerDriller } from './users.service';

/** Registration with the backend after sign-in (spec 1 section 7, spec 3 "After sign-in"). */
export async function usersRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/service/api/users/drillerregister',
    { schema: { tags: ['users'], summary: 'Register the signed-in driller', body: drillerRegisterSchema } },
    async (request) => registerDriller(db, signedInUser(request), request.body, request.id),
  );
  routes.post(
    '/service/api/users/adminregister',
    { schema: { tags: ['users'], summary: 'Register the signed-in non-driller user', body: adminRegisterSchema } },
    async (request) => registerAdmin(db, signedInTokenUser(request), request.id),
  );
}
