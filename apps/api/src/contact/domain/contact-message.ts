export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessage extends NewContactMessage {
  /** The signed-in sender, if any. */
  userId: string | null;
  id: string;
  createdAt: Date;
}
