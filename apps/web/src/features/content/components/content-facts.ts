/** Spec section 9: the policy facts the legal pages state. */
export const POLICY_LAST_UPDATED = 'January 19, 2025';
export const SUPPORT_EMAIL = 'support@otc-relief.local';
