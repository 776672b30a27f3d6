import { onFirstUse } from '../../platform/lazy/on-first-use';

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>;
}

/**
 * Sends over SMTP: to the embedded mailbox by default, to any SMTP server by SMTP_URL. nodemailer is
 * loaded with the first message: about 3 MB of heap a server that sends none (most of its life) never needs.
 */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transportNow = onFirstUse(() => import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl)));
  return {
    async send(mail) {
      await (await transportNow()).sendMail({ from: options.from, ...mail });
    },
  };
}
