import { Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountModule } from './account/account.module.js';
import { AuthModule } from './auth/auth.module.js';
import { HistoryModule } from './history/history.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { CommonModule } from './common/common.module.js';
import { MailModule } from './mail/mail.module.js';
import { SupplementsModule } from './supplements/supplements.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ContentModule } from './content/content.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { SearchModule } from './search/search.module.js';
import { VocabularyModule } from './vocabulary/vocabulary.module.js';

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
