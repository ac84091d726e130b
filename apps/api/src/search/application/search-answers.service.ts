import { Injectable } from '@nestjs/common';
import { SearchHistoryService } from '../../history/index.js';
import { ProfileService } from '../../profile/index.js';
import type { EncodedAnswer } from './encoded-answer.js';
import { SearchCache } from './search-cache.js';
import type { SearchRequest } from './search.service.js';

/** Who asks, from the session alone; absent for an anonymous search. */
export interface Asker {
  userId: string;
  /** The profile's version read with the session, when known (see Session.profileVersion). */
  profileVersion?: string | null;
}

/** The search use case: an answer for anyone, or for one person judged with their profile and kept in their history. */
@Injectable()
export class SearchAnswers {
  constructor(
    private readonly cache: SearchCache,
    private readonly profiles: ProfileService,
    private readonly history: SearchHistoryService,
  ) {}

  async answer(request: SearchRequest, asker?: Asker): Promise<EncodedAnswer> {
    if (!asker) return this.cache.anonymousAnswer(request);
    const profile = await this.profiles.healthProfileOf(asker.userId, asker.profileVersion);
    const answer = await this.cache.personalAnswer(request, asker.userId, profile);
    // Queued, not awaited: written behind the answer (see HistoryWriteQueue).
    this.history.record(asker.userId, request.query);
    return answer;
  }
}
