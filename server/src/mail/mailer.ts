import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, for mail readers that show it (mail-html.ts). */
  html?: string;
}

/** Sends the product's mail (password reset links). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail through the SMTP server of `smtpUrl` (smtp://user:pass@host:587, smtps://… for TLS from the start);
 * without one, each message is written to the log, so that an operator can still pass a link on.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: (line: string) => void }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(message) {
        options.log(`Mail not sent (SMTP_URL is not set) to ${message.to}: ${message.subject}\n${message.text}`);
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded with the first mail, not at start-up.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.from, ...message });
    },
  };
}
