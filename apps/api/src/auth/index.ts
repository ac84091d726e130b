/** What other capabilities may use of auth/ (dependency-cruiser: capability-public-api). */
export { passwordMatches } from './application/passwords.js';
export { SessionService } from './application/session.service.js';
export { AuthModule } from './auth.module.js';
export { AuthError } from './domain/auth.errors.js';
export { EMAIL_CODE_REPOSITORY, type EmailCodeRepository } from './domain/email-code.repository.port.js';
export { SESSION_COOKIE, sessionCookieName, type Session } from './domain/session.js';
export { USER_REPOSITORY, type UserRepository } from './domain/user.repository.port.js';
export { type User } from './domain/user.js';
export { AuthExceptionFilter } from './infrastructure/auth-exception.filter.js';
export { clearSessionCookie, readCookie } from './infrastructure/cookies.http.js';
export { type RequestAuth } from './infrastructure/request-auth.http.js';
export { Public, SignedIn } from './infrastructure/route-auth.decorator.js';
export { CurrentSession } from './infrastructure/signed-in.guard.js';
export { UserEntity } from './infrastructure/user.entity.js';
