import type { Reason } from '@otc/safety-engine';

/** A reason as the REST API documents it (ReasonDto): what and why, how strongly, with its source. */
export type ReasonView = Pick<Reason, 'code' | 'level' | 'message' | 'source'>;

// The engine also says where a fact was written and which profile entry fired it; that is for the content
// team's tools, not part of the published response shape.
export const toReasonView = ({ code, level, message, source }: Reason): ReasonView => ({
  code,
  level,
  message,
  source,
});
