import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP } from './constants.ts';

export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Starts the SMTP server (once, in Playwright's global setup): each message it accepts is written
 * as a JSON file into `dir`, where the tests, in their own worker processes, read it.
 */
export async function startMailServer(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === E2E_SMTP.user && auth.password === E2E_SMTP.password)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          count += 1;
          const mail: E2eMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          writeFileSync(join(dir, `${Date.now()}-${count}.json`), JSON.stringify(mail));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP.port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The first e-mail to `address` the e2e SMTP server received, waiting for it up to `timeoutMs`. */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<E2eMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as E2eMail;
      if (mail.to.includes(address)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
    await sleep(100);
  }
}
