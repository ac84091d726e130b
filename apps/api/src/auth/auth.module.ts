import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CONNECTION, RedisConnection } from '../common/redis/redis-connection.js';
import { Clock } from '../common/clock.js';
import { AuthService } from './application/auth.service.js';
import { SignInLockoutService } from './application/sign-in-lockout.service.js';
import { SessionService } from './application/session.service.js';
import { EMAIL_CODE_REPOSITORY } from './domain/email-code.repository.port.js';
import { FAILED_SIGN_IN_STORE } from './domain/failed-sign-in.store.port.js';
import { SESSION_STORE } from './domain/session-store.port.js';
import { USER_REPOSITORY } from './domain/user.repository.port.js';
import { AuthController } from './infrastructure/auth.controller.js';
import { CsrfMiddleware } from './infrastructure/csrf.middleware.js';
import { EmailCodeEntity } from './infrastructure/email-code.entity.js';
import { GOOGLE_SIGN_IN, GoogleSignIn } from './infrastructure/google-sign-in.client.js';
import { MemoryFailedSignInStore } from './infrastructure/memory-failed-sign-in-store.adapter.js';
import { RedisFailedSignInStore } from './infrastructure/redis-failed-sign-in-store.adapter.js';
import { RedisSessionStore } from './infrastructure/redis-session-store.adapter.js';
import { SingleProcessSessionCache } from './infrastructure/single-process-session-cache.adapter.js';
import { SessionEntity } from './infrastructure/session.entity.js';
import { SessionMiddleware } from './infrastructure/session.middleware.js';
import { TypeOrmEmailCodeRepository } from './infrastructure/typeorm-email-code-repository.adapter.js';
import { TypeOrmSessionStore } from './infrastructure/typeorm-session-store.adapter.js';
import { TypeOrmUserRepository } from './infrastructure/typeorm-user-repository.adapter.js';
import { UserEntity } from './infrastructure/user.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, SessionEntity, EmailCodeEntity])],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionService,
    TypeOrmSessionStore,
    { provide: USER_REPOSITORY, useClass: TypeOrmUserRepository },
    { provide: EMAIL_CODE_REPOSITORY, useClass: TypeOrmEmailCodeRepository },
    {
      // Sessions in the database by default; in Redis, shared by every instance, when REDIS_URL is set. The
      // embedded database belongs to this process alone, so its sessions can be kept in memory as well.
      provide: SESSION_STORE,
      inject: [REDIS_CONNECTION, TypeOrmSessionStore, APP_CONFIG],
      useFactory: (redis: RedisConnection | null, database: TypeOrmSessionStore, config: AppConfig) => {
        if (redis) return new RedisSessionStore(redis);
        return config.database.kind === 'embedded' ? new SingleProcessSessionCache(database) : database;
      },
    },
    SignInLockoutService,
    {
      // Failed sign-ins per account: per instance by default (as the per-address limits), in Redis when set.
      provide: FAILED_SIGN_IN_STORE,
      inject: [REDIS_CONNECTION, Clock],
      useFactory: (redis: RedisConnection | null, clock: Clock) =>
        redis
          ? new RedisFailedSignInStore(redis, new MemoryFailedSignInStore(clock))
          : new MemoryFailedSignInStore(clock),
    },
    {
      provide: GOOGLE_SIGN_IN,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.google ? new GoogleSignIn(config.google, config.publicUrl, config.production) : null,
    },
  ],
  exports: [AuthService, SessionService, USER_REPOSITORY, EMAIL_CODE_REPOSITORY],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CsrfMiddleware, SessionMiddleware).forRoutes('{*path}');
  }
}
