import { Body, Controller, Get, HttpCode, Inject, Next, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuthService } from '../application/auth.service.js';
import { SessionService } from '../application/session.service.js';
import { AuthError } from '../domain/auth.errors.js';
import type { User } from '../domain/user.js';
import { AuthExceptionFilter } from './auth-exception.filter.js';
import {
  CredentialsDto,
  MeDto,
  SessionDto,
  OobCodeDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  ProvidersDto,
  SignInDto,
} from './auth.dto.js';
import { clearSessionCookie, setSessionCookie } from './cookies.http.js';
import { GOOGLE_SIGN_IN, type GoogleSignIn } from './google-sign-in.client.js';
import type { RequestAuth } from './request-auth.http.js';
import { CurrentSession } from './signed-in.guard.js';
import { Public, SignedIn } from './route-auth.decorator.js';

const toMe = (user: User): MeDto => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  firstName: user.firstName,
  lastName: user.lastName,
  photoUrl: user.photoUrl,
});

@ApiTags('auth')
@Controller('auth')
@UseFilters(AuthExceptionFilter)
@UseGuards(RateLimitGuard)
@ApiBadRequestResponse({ type: ErrorResponseDto })
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GOOGLE_SIGN_IN) private readonly google: GoogleSignIn | null,
  ) {}

  @Post('sign-up')
  @Public()
  @RateLimit('signUp')
  @ApiCreatedResponse({ type: MeDto, description: 'Signed in; a verification email is on its way' })
  @ApiConflictResponse({ type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async signUp(
    @Body() body: CredentialsDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeDto> {
    const { user, token } = await this.auth.signUp(body.email, body.password);
    // The session the browser held before is over on the server too, not just replaced in the cookie jar.
    if (req.auth) await this.sessions.end(req.auth.idHash);
    this.setCookie(res, token);
    return toMe(user);
  }

  @Post('sign-in')
  @Public()
  @HttpCode(200)
  @RateLimit('signIn')
  @ApiOkResponse({ type: MeDto })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: 'One message for a wrong email and a wrong password',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async signIn(
    @Body() body: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeDto> {
    const { user, token } = await this.auth.signIn(body.email, body.password);
    // A new id at every sign-in: an id planted before sign-in is worth nothing after it.
    if (req.auth) await this.sessions.end(req.auth.idHash);
    this.setCookie(res, token);
    return toMe(user);
  }

  @Post('sign-out')
  @Public()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is destroyed on the server' })
  async signOut(
    @CurrentSession() session: RequestAuth | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    if (session) await this.sessions.end(session.idHash);
    clearSessionCookie(res, this.config.production);
    // Personal answers the browser may still hold (a back button, an older client) go with the session.
    res.setHeader('Clear-Site-Data', '"cache"');
  }

  @Get('me')
  @SignedIn()
  @ApiOkResponse({ type: MeDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  async getMe(@CurrentSession() session: RequestAuth): Promise<MeDto> {
    return toMe(await this.auth.currentUser(session.userId));
  }

  // What the web app asks on every page load: a visitor gets 200 and null, not the 401 of /me, so a plain visit
  // logs no failed request in the browser console.
  @Get('session')
  @Public()
  @ApiOkResponse({ type: SessionDto, description: 'Who is signed in: the person, or null for a visitor' })
  async getSession(@CurrentSession() session: RequestAuth | undefined): Promise<SessionDto> {
    if (!session) return { user: null };
    const user = await this.auth.findCurrentUser(session.userId);
    return { user: user ? toMe(user) : null };
  }

  @Post('verify-email')
  @Public()
  @HttpCode(200)
  @RateLimit('verifyEmail')
  @ApiOkResponse({ type: MeDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  async verifyEmail(@Body() body: OobCodeDto): Promise<MeDto> {
    return toMe(await this.auth.verifyEmail(body.oobCode));
  }

  @Post('verification-email')
  @HttpCode(202)
  @SignedIn()
  @ApiAcceptedResponse({ description: 'Another verification email is on its way' })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'Within 60 s of the last one; says how many seconds are left',
  })
  async resendVerificationEmail(@CurrentSession() session: RequestAuth): Promise<void> {
    await this.auth.resendVerification(session.userId);
  }

  @Post('password-reset')
  @Public()
  @HttpCode(202)
  @RateLimit('passwordReset')
  @ApiAcceptedResponse({ description: 'Always: whether the email has an account is not revealed' })
  async requestPasswordReset(@Body() body: PasswordResetRequestDto): Promise<void> {
    await this.auth.requestPasswordReset(body.email);
  }

  @Post('password-reset/confirm')
  @Public()
  @HttpCode(204)
  @RateLimit('passwordReset')
  @ApiNoContentResponse({ description: 'Password changed; every session is signed out' })
  async confirmPasswordReset(@Body() body: PasswordResetConfirmDto): Promise<void> {
    await this.auth.confirmPasswordReset(body.oobCode, body.password);
  }

  @Get('providers')
  @Public()
  @ApiOkResponse({ type: ProvidersDto })
  getProviders(): ProvidersDto {
    return {
      google: this.google
        ? { enabled: true }
        : { enabled: false, reason: 'Google sign-in is not set up on this server.' },
    };
  }

  @Get('google')
  @Public()
  @ApiFoundResponse({ description: "Redirects to Google's account picker" })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'Google sign-in is not configured' })
  startGoogleSignIn(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    if (!this.google) throw new AuthError('google-unavailable', 'Google sign-in is not set up on this server.');
    this.google.start(req, res, next);
  }

  @Get('google/callback')
  @Public()
  @ApiFoundResponse({ description: 'Signed in: to /profile-setup; failed: to /auth?error=google' })
  async finishGoogleSignIn(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.google) throw new AuthError('google-unavailable', 'Google sign-in is not set up on this server.');
    try {
      const identity = await this.google.finish(req, res);
      const { token } = await this.auth.signInWithGoogle(identity);
      if (req.auth) await this.sessions.end(req.auth.idHash);
      this.setCookie(res, token);
      res.redirect(302, '/profile-setup');
    } catch {
      res.redirect(302, '/auth?error=google');
    }
  }

  private setCookie(res: Response, token: string): void {
    setSessionCookie(res, token, this.config.sessions.absoluteMs, this.config.production);
  }
}
