import type { Transporter } from 'nodemailer';

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
  let transport: Promise<Transporter> | null = null;
  const transportNow = () => {
    if (!transport) {
      transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options.smtpUrl));
      // A failed load is tried again with the next message.
      transport.catch(() => (transport = null));
    }
    return transport;
  };
  return {
    async send(mail) {
      await (await transportNow()).sendMail({ from: options.from, ...mail });
    },
  };
}
