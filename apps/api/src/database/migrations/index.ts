import { CreateContactMessages1763596800000 } from './1763596800000-create-contact-messages.js';

/** Every migration, oldest first. The same list runs on the embedded database and on PostgreSQL. */
export const migrations = [CreateContactMessages1763596800000];
