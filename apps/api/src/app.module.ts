import { CacheModule } from '@nestjs/cache-manager';
import KeyvRedis from '@keyv/redis';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { SupplementsModule } from './supplements/supplements.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthController } from './health/health.controller.js';
import { SearchModule } from './search/search.module.js';

@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    const provider = { provide: APP_CONFIG, useValue: config };
    return { module: ConfigModule, global: true, providers: [provider], exports: [provider] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config.database),
        // In process memory by default; shared between instances through Redis when REDIS_URL is set.
        CacheModule.register({
          isGlobal: true,
          stores: config.redisUrl ? [new KeyvRedis(config.redisUrl)] : undefined,
        }),
        SearchModule,
        SupplementsModule,
        ContactModule,
      ],
      controllers: [HealthController],
    };
  }
}
