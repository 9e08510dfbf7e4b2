import nodemailer from 'nodemailer';
import type { Config } from '../env.ts';

export interface Mailer {
  sendPasswordReset(to: string, profileName: string, link: string): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
}

/** Mail through SMTP_URL when configured; otherwise the link goes to the server log. */
export function createMailer(config: Config, log: Log): Mailer {
  if (!config.SMTP_URL) {
    return {
      async sendPasswordReset(to, _name, link) {
        log.info(
          { to, resetLink: link },
          'Password reset link (SMTP_URL is not set, so it is logged)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async sendPasswordReset(to, name, link) {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to,
        subject: 'Reset your Water Footprint Tracker password',
        text: `Hello ${name},\n\nSomeone asked to reset the password of your account. Open this link within 30 minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      });
    },
  };
}
