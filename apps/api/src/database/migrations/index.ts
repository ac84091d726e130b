import { CreateContactMessages1763596800000 } from './1763596800000-create-contact-messages.js';
import { CreateAccounts1763683200000 } from './1763683200000-create-accounts.js';

/** Every migration, oldest first. The same list runs on the embedded database and on PostgreSQL. */
export const migrations = [CreateContactMessages1763596800000, CreateAccounts1763683200000];
