import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The part of a body that stays the same across requests, compressed once. */
export interface CompressedHead {
  /** Raw deflate blocks ending on a byte boundary (sync flush), not marked final: more blocks may follow. */
  readonly deflated: Buffer;
  readonly crc: number;
  readonly length: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

export function compressHead(head: Buffer): CompressedHead {
  return {
    deflated: deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(head),
    length: head.length,
  };
}

/**
 * A gzip member whose data is `head` (compressed once, earlier) followed by `tail` (compressed now): a deflate
 * stream may continue with blocks from a fresh compressor, since those never refer back, and the checksum of the
 * whole is the head's carried on over the tail. A large cached answer with a small per-request ending is sent
 * compressed for the cost of compressing the ending only.
 */
export function gzipWithTail(head: CompressedHead, tail: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, head.crc) >>> 0, 0);
  trailer.writeUInt32LE((head.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, head.deflated, deflateRawSync(tail), trailer]);
}
