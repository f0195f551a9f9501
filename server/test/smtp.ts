import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, if the mail has one. */
  html: string;
}

/**
 * A real SMTP server on a free loopback port for the test file; answers its smtp:// address and the mail it
 * received, in order. Plain SMTP (no STARTTLS) and no sign-in, like a relay inside a school's network.
 */
export async function startTestSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  next: () => Promise<ReceivedMail>;
}> {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail = {
              to: session.envelope.rcptTo.map((to) => to.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            };
            received.push(mail);
            waiting.shift()?.(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  let seen = 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail after those already taken with next(). */
    next: () => {
      const index = seen++;
      if (received[index]) return Promise.resolve(received[index]!);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
