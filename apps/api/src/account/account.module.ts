import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { HistoryModule } from '../history/history.module.js';
import { ProfileModule } from '../profile/profile.module.js';
import { AccountService } from './application/account.service.js';
import { InactiveAccountsJob } from './application/inactive-accounts.job.js';
import { AccountController } from './infrastructure/account.controller.js';

@Module({
  imports: [AuthModule, ProfileModule, HistoryModule, ContactModule],
  controllers: [AccountController],
  providers: [AccountService, InactiveAccountsJob],
})
export class AccountModule {}
