/**
 * Every page's path, in one place: the router, links and redirects use these, so a renamed page is one edit
 * (lint forbids string paths in `to=`, `to:` and `navigate(` elsewhere). Shared code, so features may import it.
 */
export const paths = {
  home: '/',
  auth: '/auth',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  search: '/search',
  supplements: '/vitamins-and-supplements',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  contact: '/contact',
  sitemap: '/sitemap',
  profileSetup: '/profile-setup',
  account: '/account',
} as const;

/** The results page for a query. */
export const searchPath = (query: string) => `${paths.search}?q=${encodeURIComponent(query)}`;
