import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import {
  IDENTITY_MESSAGES,
  SIGN_IN_LOCKED_MESSAGE,
  changePasswordSchema,
  drillerUsername,
  profileEditSchema,
  signupSchemaFor,
  USER_TYPE,
} from '@driller/domain';
import type { Db } from '../db/kysely';
import type { Mailer } from '../../adapters/mail/mailer';
import { createAccount, findAccountById, findAccountByLogin, updatePasswordHash, updateProfile } from '../auth/accounts.repository';
import { fieldErrors, formValues } from './form-errors';
import { forgotForm, loginForm, newPasswordForm, profileForm, signupForm } from './pages/forms';
import type { Html } from '../http/html';
import { page } from './pages/layout';
import { hashPassword, verifyPassword } from '../auth/password';
import { queueResetLink } from './password-reset.service';
import { checkSignIn } from './sign-in';
import { autoConsent } from './consent';
import type { LazyProvider } from './provider';

interface Deps {
  provider: LazyProvider;
  db: Db;
  mailer: Mailer;
  portalUrl: string;
  rateLimit: { max: number; timeWindow: string };
}

type Req = FastifyRequest<{ Params: { uid: string } }>;

/** The provider's own pages: sign-in, sign-up, password reset request, profile edit, change password. */
export async function interactionRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { provider, db, mailer, portalUrl } = deps;
  const limited = { config: { rateLimit: deps.rateLimit } };
  const at = (uid: string, step = '') => `/idp/interaction/${uid}${step}`;
  const show = (reply: FastifyReply, title: string, body: Html, status = 200) =>
    reply.code(status).type('text/html').header('cache-control', 'no-store').send(page(title, body, { portalUrl }));
  const details = async (request: FastifyRequest, reply: FastifyReply) => (await provider()).interactionDetails(request.raw, reply.raw);
  // Results merge with the earlier step's: the consent step must keep the login result, or a policy
  // page (sign-up, change password) would be asked for again.
  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const redirectTo = await (await provider()).interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.redirect(redirectTo, 303);
  };
  const loginPage = (uid: string, extra: { values?: Record<string, string | undefined>; message?: string } = {}) =>
    loginForm({ action: at(uid, '/login'), signupUrl: at(uid, '/signup'), forgotUrl: at(uid, '/forgot'), cancelUrl: at(uid, '/abort'), ...extra });

  app.get('/idp/interaction/:uid', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const { uid } = request.params;
    if (interaction.prompt.name === 'consent') return finish(request, reply, await autoConsent(await provider(), interaction));
    const accountId = interaction.session?.accountId;
    const account = accountId ? await findAccountById(db, accountId) : undefined;
    switch (interaction.params.policy) {
      case 'signup':
        return show(reply, 'Create account', signupForm({ action: at(uid, '/signup'), userType: String(interaction.params.user_type ?? USER_TYPE.driller), cancelUrl: at(uid, '/abort') }));
      case 'passwordreset':
        return show(reply, 'Reset your password', forgotForm({ action: at(uid, '/forgot'), cancelUrl: at(uid, '/abort') }));
      case 'profileedit':
        if (account)
          return show(reply, 'Edit your profile', profileForm({
            action: at(uid, '/profile'), cancelUrl: at(uid, '/abort'), email: account.email, username: account.username,
            values: { firstName: account.first_name, lastName: account.last_name, workMobile: account.work_mobile ?? '' },
          }));
        break;
      case 'changepassword':
        if (account) return show(reply, 'Change password', newPasswordForm({ action: at(uid, '/password'), title: 'Change password', withCurrent: true, cancelUrl: at(uid, '/abort') }));
        break;
    }
    return show(reply, 'Sign in', loginPage(uid));
  });

  app.get('/idp/interaction/:uid/signup', async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const userType = String(interaction.params.user_type ?? USER_TYPE.driller);
    return show(reply, 'Create account', signupForm({ action: at(request.params.uid, '/signup'), userType, cancelUrl: at(request.params.uid) }));
  });

  app.post('/idp/interaction/:uid/login', limited, async (request: Req, reply) => {
    await details(request, reply);
    const values = formValues(request.body);
    const outcome = await checkSignIn(db, values.login ?? '', values.password ?? '');
    if (outcome.kind === 'signedIn') return finish(request, reply, { login: { accountId: outcome.account.id } });
    const locked = outcome.kind === 'locked';
    const message = locked ? SIGN_IN_LOCKED_MESSAGE : IDENTITY_MESSAGES.wrongCredentials;
    return show(reply, 'Sign in', loginPage(request.params.uid, { values, message }), locked ? 429 : 401);
  });

  app.post('/idp/interaction/:uid/signup', limited, async (request: Req, reply) => {
    await details(request, reply);
    const values = formValues(request.body);
    const userType = values.userType === USER_TYPE.companyAdmin ? USER_TYPE.companyAdmin : USER_TYPE.driller;
    const redisplay = (errors: Record<string, string | undefined>, status = 400) =>
      show(reply, 'Create account', signupForm({ action: at(request.params.uid, '/signup'), userType, values, errors, cancelUrl: at(request.params.uid) }), status);
    const parsed = signupSchemaFor(userType).safeParse(values);
    if (!parsed.success) return redisplay(fieldErrors(parsed.error));
    const input = parsed.data;
    const username = 'userName' in input ? input.userName : drillerUsername(input.drillerLicenceNo);
    if (await findAccountByLogin(db, input.email)) return redisplay({ email: IDENTITY_MESSAGES.emailTaken }, 409);
    if (await findAccountByLogin(db, username))
      return redisplay({ [userType === USER_TYPE.driller ? 'drillerLicenceNo' : 'userName']: IDENTITY_MESSAGES.usernameTaken }, 409);
    const account = await createAccount(db, {
      email: input.email,
      username,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      userType,
      workMobile: input.workMobile || null,
      drillerLicenceNo: 'drillerLicenceNo' in input ? input.drillerLicenceNo.toUpperCase() : null,
      organisationName: 'organisationName' in input ? input.organisationName : null,
      organisationAbnOrAcn: 'organisationAbnOrAcn' in input ? input.organisationAbnOrAcn : null,
    });
    return finish(request, reply, { login: { accountId: account.id } });
  });

  app.get('/idp/interaction/:uid/forgot', async (request: Req, reply) => {
    await details(request, reply);
    return show(reply, 'Reset your password', forgotForm({ action: at(request.params.uid, '/forgot'), cancelUrl: at(request.params.uid) }));
  });

  app.post('/idp/interaction/:uid/forgot', limited, async (request: Req, reply) => {
    await details(request, reply);
    const values = formValues(request.body);
    queueResetLink({ db, mailer, portalUrl, log: request.log }, values.email ? await findAccountByLogin(db, values.email) : undefined);
    // The same answer whether or not the address has an account: no account discovery.
    return show(reply, 'Reset your password', forgotForm({ action: at(request.params.uid, '/forgot'), cancelUrl: at(request.params.uid), sent: IDENTITY_MESSAGES.resetEmailSent, values }));
  });

  app.post('/idp/interaction/:uid/profile', limited, async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const account = interaction.session?.accountId ? await findAccountById(db, interaction.session.accountId) : undefined;
    if (!account) return show(reply, 'Sign in', loginPage(request.params.uid), 401);
    const values = formValues(request.body);
    const parsed = profileEditSchema.safeParse(values);
    if (!parsed.success)
      return show(reply, 'Edit your profile', profileForm({ action: at(request.params.uid, '/profile'), cancelUrl: at(request.params.uid, '/abort'), email: account.email, username: account.username, values, errors: fieldErrors(parsed.error) }), 400);
    await updateProfile(db, account.id, { ...parsed.data, workMobile: parsed.data.workMobile || null });
    return finish(request, reply, { login: { accountId: account.id } });
  });

  app.post('/idp/interaction/:uid/password', limited, async (request: Req, reply) => {
    const interaction = await details(request, reply);
    const account = interaction.session?.accountId ? await findAccountById(db, interaction.session.accountId) : undefined;
    if (!account) return show(reply, 'Sign in', loginPage(request.params.uid), 401);
    const values = formValues(request.body);
    const form = (errors: Record<string, string | undefined>) =>
      show(reply, 'Change password', newPasswordForm({ action: at(request.params.uid, '/password'), title: 'Change password', withCurrent: true, cancelUrl: at(request.params.uid, '/abort'), errors }), 400);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return form(fieldErrors(parsed.error));
    if (!(await verifyPassword(parsed.data.currentPassword, account.password_hash)))
      return form({ currentPassword: IDENTITY_MESSAGES.wrongCurrentPassword });
    await updatePasswordHash(db, account.id, await hashPassword(parsed.data.password));
    return finish(request, reply, { login: { accountId: account.id } });
  });

  app.get('/idp/interaction/:uid/abort', async (request: Req, reply) => {
    await details(request, reply);
    return finish(request, reply, { error: 'access_denied', error_description: 'The request was cancelled.' });
  });
}
