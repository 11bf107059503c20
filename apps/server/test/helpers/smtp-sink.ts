// A real SMTP server (the `smtp-server` package) on a local port that requires AUTH and keeps every
// message it accepts, parsed (mailparser), with the user that sent it.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASS = 'smtp-test-password';

export type TReceivedMail = { user: unknown; rcptTo: string[]; mail: ParsedMail };

export async function startSmtpSink() {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    // plain connection on 127.0.0.1: no STARTTLS offer, AUTH allowed without TLS
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) {
        callback(null, { user: SMTP_USER });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ user: session.user, rcptTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    received,
    /** the newest message to `to` */
    lastTo: (to: string) => [...received].reverse().find((r) => r.rcptTo.includes(to.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
