/** What other capabilities may use of contact/ (dependency-cruiser: capability-public-api). */
export { ContactModule } from './contact.module.js';
export { CONTACT_MESSAGE_REPOSITORY, type ContactMessageRepository } from './domain/contact-message.repository.port.js';
