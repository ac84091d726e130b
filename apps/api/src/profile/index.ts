/** What other capabilities may use of profile/ (dependency-cruiser: capability-public-api). */
export { ProfileService } from './application/profile.service.js';
export { ProfileInputError, parseProfileInput } from './domain/profile-input.js';
export { PROFILE_REPOSITORY, type ProfileRepository } from './domain/profile.repository.port.js';
export { ProfileModule } from './profile.module.js';
