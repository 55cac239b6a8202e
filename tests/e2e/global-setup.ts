import { startMailServer } from './support/mail-server.ts';

/** Before the journeys: the SMTP server the app sends its e-mail to. Its stop is the teardown. */
export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return startMailServer(dir);
}
