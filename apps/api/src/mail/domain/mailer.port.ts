export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (the contact form sets the sender's address). */
  replyTo?: string;
}

/** Sends mail. Two adapters: SMTP (SMTP_URL) and, in development, .eml files in $DATA_DIR/outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol('MAILER');
