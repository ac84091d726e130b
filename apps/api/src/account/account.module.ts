import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { ContactModule } from '../contact/index.js';
import { HistoryModule } from '../history/index.js';
import { ProfileModule } from '../profile/index.js';
import { AccountService } from './application/account.service.js';
import { InactiveAccountsJob } from './application/inactive-accounts.job.js';
import { AccountController } from './infrastructure/account.controller.js';

@Module({
  imports: [AuthModule, ProfileModule, HistoryModule, ContactModule],
  controllers: [AccountController],
  providers: [AccountService, InactiveAccountsJob],
})
export class AccountModule {}
