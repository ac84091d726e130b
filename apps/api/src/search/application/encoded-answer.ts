import { LRUCache } from 'lru-cache';
import { compressHead, gzipWithTail, type CompressedHead } from '../../common/http/gzip-with-tail.js';

/** An answer ready to send in either encoding; only the one asked for is made. */
export interface EncodedAnswer {
  json(): Buffer;
  gzip(): Buffer;
}

/**
 * The cached part of an answer (its medicines, without the closing brace) as UTF-8 bytes, compressed the first
 * time a client asks for gzip: encoding a 150–300 KB answer again for every request, and writing it out
 * uncompressed, cost more than judging it.
 */
export class AnswerHead {
  private compressed: CompressedHead | undefined;
  /** The last whole answer gzipped, for the same tail (the same words) asked again. */
  private lastGzip: { tail: Buffer; body: Buffer } | undefined;

  constructor(readonly json: Buffer) {}

  /** The answer: this head, then the per-request fields (`tail` starts with the comma and ends the object). */
  with(tail: Buffer): EncodedAnswer {
    return {
      json: () => Buffer.concat([this.json, tail]),
      gzip: () => {
        if (this.lastGzip?.tail.equals(tail)) return this.lastGzip.body;
        const body = gzipWithTail((this.compressed ??= compressHead(this.json)), tail);
        this.lastGzip = { tail, body };
        return body;
      },
    };
  }
}

/** A process-local LRU of answer heads, bounded in bytes (a head's compressed copy counted at a fifth). */
export function answerHeads(maxBytes: number, ttlMs: number): LRUCache<string, AnswerHead> {
  return new LRUCache<string, AnswerHead>({
    max: 2000,
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    sizeCalculation: (head, key) => Math.ceil(head.json.length * 1.2) + 2 * key.length,
    ttl: ttlMs,
  });
}
