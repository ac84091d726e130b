import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AccountService } from './account.service.js';

@Injectable()
export class InactiveAccountsJob {
  private readonly logger = new Logger(InactiveAccountsJob.name);

  constructor(private readonly accounts: AccountService) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'delete-inactive-accounts' })
  async run(): Promise<void> {
    const deleted = await this.accounts.deleteInactive();
    if (deleted > 0) this.logger.log(`Deleted ${deleted} accounts inactive for 2 years`);
  }
}
