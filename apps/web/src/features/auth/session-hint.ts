import { createContext } from 'react';

/**
 * What the page was prerendered for before /api/auth/session has answered. The server sends a prerendered page only
 * to a visitor without a session cookie, so until the first answer the app may render the signed-out page at
 * once (matching the HTML already on screen) instead of "Loading…".
 */
export type SessionHint = 'signed-out' | null;

export const SessionHintContext = createContext<SessionHint>(null);
