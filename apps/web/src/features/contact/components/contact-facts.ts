/** Where people can write when the form fails (the API's SUPPORT_EMAIL default). */
export const SUPPORT_EMAIL = 'support@otc-relief.local';
