import { createTransport } from 'nodemailer';

/** One e-mail: plain text for every client and a simple HTML version of the same words. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail through the server of SMTP_URL. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A mailer on SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// for TLS from the
 * start), from MAIL_FROM. Each message opens its own connection: e-mails are rare here (password
 * resets), and a connection kept open would only go stale. The timeouts keep a mail server that
 * does not answer from holding a send for minutes.
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
