import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { prepareDatabase, type PreparedDatabase } from './data-source-options.js';
import { runMigrationsInTurn } from './run-migrations.js';

const PREPARED_DATABASE = Symbol('PREPARED_DATABASE');

@Injectable()
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(PREPARED_DATABASE) private readonly prepared: PreparedDatabase,
    private readonly dataSource: DataSource,
  ) {}

  // The data source must be gone before the embedded engine under it closes, whatever order Nest picks.
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.prepared.close();
  }
}

@Module({})
export class DatabaseModule {
  static forRoot(config: DatabaseConfig): DynamicModule {
    const preparedProvider = { provide: PREPARED_DATABASE, useFactory: () => prepareDatabase(config) };
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          imports: [PreparedDatabaseModule.with(preparedProvider)],
          inject: [PREPARED_DATABASE],
          useFactory: (prepared: PreparedDatabase) => ({ ...prepared.options, retryAttempts: 0 }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            if (config.kind === 'postgres') await runMigrationsInTurn(dataSource);
            return dataSource;
          },
        }),
      ],
      providers: [DatabaseLifecycle],
    };
  }
}

@Module({})
class PreparedDatabaseModule {
  static with(provider: { provide: symbol; useFactory: () => Promise<PreparedDatabase> }): DynamicModule {
    return { module: PreparedDatabaseModule, global: true, providers: [provider], exports: [provider] };
  }
}
