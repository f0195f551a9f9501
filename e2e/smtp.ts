import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../playwright.config';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on the port the product mails to during the run; stop it when the spec ends. `nextMailTo` answers
 * the oldest mail to an address not yet answered.
 */
export async function startSmtpServer(): Promise<{
  nextMailTo: (address: string) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((to) => to.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return {
    async nextMailTo(address) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const index = received.findIndex((each) => each.to.includes(address));
        // Taken from the received ones: the next call answers the mail after it.
        if (index >= 0) return received.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
