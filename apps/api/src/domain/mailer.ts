import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { MESSAGES } from '@wf/scoring/account-fields';
import type { Config } from '../env.ts';

export interface Mailer {
  sendPasswordReset(to: string, profileName: string, link: string): Promise<void>;
}

/** Any other mail the server sends (a check-in reminder, the campaign's announcement). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Where mail goes: a mail server, the development outbox folder, or nowhere. */
export type MailDelivery = 'smtp' | 'outbox' | 'none';

export interface Mailing {
  readonly delivery: MailDelivery;
  /** True when the mail went to the server or the outbox; false when it went nowhere. */
  send(mail: Mail): Promise<boolean>;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

// Told in the words the resident was given (issue 28, item 5), so the operator, the resident
// and the organiser's reset-link dialog tell one story.
export const NO_MAIL_SERVER = `Password reset requested, but SMTP_URL is not set, so no mail was sent. The resident was told: "${MESSAGES.resetNoMail}" Make one with Reset link on their row in /admin (Profiles).`;

function resetMail(config: Config, to: string, name: string, link: string) {
  return {
    from: config.MAIL_FROM,
    to,
    subject: 'Reset your Water Footprint Tracker password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your account. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  };
}

/** What the log says when a reset mail could not be handed to the mail server. */
export const RESET_MAIL_FAILED = 'Password reset mail could not be sent';

/**
 * Mail through SMTP_URL when configured; into MAIL_OUTBOX_DIR (one JSON file per mail, for
 * development and the browser tests) when that is set; otherwise nothing is sent and the log
 * says only that a reset was asked for. A reset link or token never goes to the log (issue 14,
 * item 8): logs are kept, copied and read by people who must not be able to take over accounts.
 */
export function createMailer(config: Config, log: Log): Mailer & Mailing {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      delivery: 'smtp',
      // Handed to the mail server after the answer, not before: waiting for it made a known
      // email's answer slower than an unknown one's (and a mail server that was down turned it
      // into an error), which told who has an account here. The answer says what to do if no
      // mail comes; a send that fails is logged, without the link.
      async sendPasswordReset(to, name, link) {
        transport
          .sendMail(resetMail(config, to, name, link))
          .catch((error: unknown) =>
            log.error(
              { to, reason: error instanceof Error ? error.message : 'unknown' },
              RESET_MAIL_FAILED,
            ),
          );
      },
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        return true;
      },
    };
  }
  const outbox = config.MAIL_OUTBOX_DIR;
  if (outbox) {
    // One JSON file per mail, headers included, as a mail server would have received it.
    const write = (mail: object) => {
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const file = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
      writeFileSync(join(outbox, file), JSON.stringify(mail), { mode: 0o600 });
    };
    return {
      delivery: 'outbox',
      async sendPasswordReset(to, name, link) {
        write({ ...resetMail(config, to, name, link), headers: {}, link });
        log.info({ to }, 'Password reset mail written to MAIL_OUTBOX_DIR');
      },
      async send(mail) {
        write({ from: config.MAIL_FROM, ...mail, headers: mail.headers ?? {} });
        return true;
      },
    };
  }
  return {
    delivery: 'none',
    async sendPasswordReset(to) {
      log.info({ to }, NO_MAIL_SERVER);
    },
    // Nowhere to send it: the caller counts it as not sent (and /admin says mail is not set up).
    async send() {
      return false;
    },
  };
}
