import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_MESSAGES, resetPasswordSchema } from '@driller/domain';
import type { Db } from '../db/kysely';
import { fieldErrors, formValues } from './form-errors';
import { messagePage, newPasswordForm } from './pages/forms';
import type { Html } from '../http/html';
import { page } from './pages/layout';
import { hashPassword } from '../auth/password';
import { consumeResetToken, findResetAccount } from './password-reset.repository';
import { completeReset } from './password-reset.service';

type Req = FastifyRequest<{ Params: { token: string } }>;

/** The link e-mailed for a password reset: it works in any browser, with or without a sign-in session. */
export async function resetRoutes(app: FastifyInstance, deps: { db: Db; portalUrl: string; rateLimit: { max: number; timeWindow: string } }) {
  const { db, portalUrl } = deps;
  const show = (reply: FastifyReply, title: string, body: Html, status = 200) =>
    reply.code(status).type('text/html').header('cache-control', 'no-store').send(page(title, body, { portalUrl }));
  const back = { href: `${portalUrl}/`, label: 'Go to the Driller Portal' };
  const invalid = (reply: FastifyReply) =>
    show(reply, 'Reset your password', messagePage('Reset your password', 'error', IDENTITY_MESSAGES.resetLinkInvalid, back), 410);
  const form = (token: string, errors?: Record<string, string | undefined>) =>
    newPasswordForm({ action: `/idp/reset/${token}`, title: 'Choose a new password', withCurrent: false, cancelUrl: `${portalUrl}/`, errors });

  app.get('/idp/reset/:token', async (request: Req, reply) => {
    if (!(await findResetAccount(db, request.params.token))) return invalid(reply);
    return show(reply, 'Choose a new password', form(request.params.token));
  });

  app.post('/idp/reset/:token', { config: { rateLimit: deps.rateLimit } }, async (request: Req, reply) => {
    const { token } = request.params;
    const accountId = await findResetAccount(db, token);
    if (!accountId) return invalid(reply);
    const parsed = resetPasswordSchema.safeParse(formValues(request.body));
    if (!parsed.success) return show(reply, 'Choose a new password', form(token, fieldErrors(parsed.error)), 400);
    if (!(await consumeResetToken(db, token))) return invalid(reply);
    await completeReset(db, accountId, await hashPassword(parsed.data.password));
    return show(reply, 'Password changed', messagePage('Password changed', 'success', `${IDENTITY_MESSAGES.passwordChanged} You can now sign in with your new password.`, { href: `${portalUrl}/`, label: 'Sign in to the Driller Portal' }));
  });
}
