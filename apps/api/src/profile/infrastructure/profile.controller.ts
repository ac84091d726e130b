import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Unrecognised } from '@otc/safety-engine';
import { type RequestAuth, CurrentSession, SignedIn } from '../../auth/index.js';
import { ErrorResponseDto } from '../../common/error-response.dto.js';
import { ProfileService, type ProfileWithAccount } from '../application/profile.service.js';
import { ProfileInputError } from '../domain/profile-input.js';
import { ProfileDto, ProfileSyncDto, ProfileSyncResultDto } from './profile.dto.js';

const toDto = (p: ProfileWithAccount, unrecognised: Unrecognised): ProfileDto => ({
  id: p.userId,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  age: p.age,
  gender: p.gender,
  allergies: p.allergies,
  conditions: p.medicalConditions,
  currentMedications: p.currentMedications,
  isPregnant: p.isPregnant,
  isBreastfeeding: p.isBreastfeeding,
  profileComplete: p.profileComplete,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  unrecognised,
});

// Another person's id gets the same answer whether or not it exists: nothing is revealed.
const notYours = () => new ForbiddenException('You can only see and change your own profile.');

@ApiTags('profile')
@Controller('profile')
@SignedIn()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiForbiddenResponse({ type: ErrorResponseDto })
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  private toDto(profile: ProfileWithAccount): ProfileDto {
    return toDto(profile, this.profiles.unrecognisedIn(profile));
  }

  @Get(':uid')
  @ApiOkResponse({ type: ProfileDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No profile yet' })
  async getProfile(@Param('uid') uid: string, @CurrentSession() session: RequestAuth): Promise<ProfileDto> {
    if (uid !== session.userId) throw notYours();
    const profile = await this.profiles.get(session.userId);
    if (!profile) throw new NotFoundException('No profile yet.');
    return this.toDto(profile);
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOkResponse({ type: ProfileSyncResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async syncProfile(
    @Body() body: ProfileSyncDto,
    @CurrentSession() session: RequestAuth,
  ): Promise<ProfileSyncResultDto> {
    if (body.userId !== undefined && body.userId !== session.userId) throw notYours();
    try {
      const outcome = await this.profiles.sync(session.userId, body.profile);
      return outcome.synced
        ? { success: true, profile: this.toDto(outcome.profile) }
        : { success: true, message: outcome.message };
    } catch (error) {
      if (error instanceof ProfileInputError) throw new BadRequestException(error.message);
      throw error;
    }
  }
}
