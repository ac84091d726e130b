export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactMessage extends NewContactMessage {
  id: string;
  createdAt: Date;
}
