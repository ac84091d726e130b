/** What other capabilities may use of mail/ (dependency-cruiser: capability-public-api). */
export { MailQueue, withoutAddresses } from './application/mail-queue.js';
export { MAILER, type Mailer } from './domain/mailer.port.js';
export { MailModule } from './mail.module.js';
