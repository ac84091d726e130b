import { Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountModule } from './account/index.js';
import { AuthModule } from './auth/index.js';
import { HistoryModule } from './history/index.js';
import { ProfileModule } from './profile/index.js';
import { CommonModule } from './common/common.module.js';
import { MailModule } from './mail/index.js';
import { SupplementsModule } from './supplements/index.js';
import { ContactModule } from './contact/index.js';
import { ContentModule } from './content/index.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/index.js';
import { SearchModule } from './search/index.js';
import { VocabularyModule } from './vocabulary/index.js';

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
        CommonModule,
        MailModule,
        AuthModule,
        ScheduleModule.forRoot(),
        SearchModule,
        SupplementsModule,
        ContentModule,
        ContactModule,
        ProfileModule,
        VocabularyModule,
        HistoryModule,
        AccountModule,
        HealthModule,
      ],
    };
  }
}
