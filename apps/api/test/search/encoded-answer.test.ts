import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHead, gzipWithTail } from '../../src/common/http/gzip-with-tail.js';
import { AnswerHead } from '../../src/search/application/encoded-answer.js';

const gunzipped = (body: Buffer) => gunzipSync(body).toString('utf8');

describe('a gzip body made of a head compressed once and a tail compressed per request', () => {
  it('decompresses to the head followed by the tail, for any tail', () => {
    const head = Buffer.from(`{"safe":[${'{"name":"Tylenol","reasons":["ok"]},'.repeat(3000)}1]`);
    const compressed = compressHead(head);
    for (const tail of [',"confidence":0.9}', '', `,"word":"${'é✓'.repeat(5000)}"}`]) {
      expect(gunzipped(gzipWithTail(compressed, Buffer.from(tail)))).toBe(head.toString() + tail);
    }
  });

  it('keeps its checksum and length right for data that does not compress and for an empty head', () => {
    const noise = randomBytes(200_000);
    const tail = randomBytes(70_000);
    expect(gunzipSync(gzipWithTail(compressHead(noise), tail)).equals(Buffer.concat([noise, tail]))).toBe(true);
    expect(gunzipped(gzipWithTail(compressHead(Buffer.alloc(0)), Buffer.from('{}')))).toBe('{}');
  });

  it('is much smaller than the text for a typical answer', () => {
    const head = Buffer.from(
      JSON.stringify({
        safe: Array.from({ length: 400 }, (_, i) => ({ id: i, why: 'Do not use with a blood thinner' })),
      }).slice(0, -1),
    );
    const body = gzipWithTail(compressHead(head), Buffer.from('}'));
    expect(body.length).toBeLessThan(head.length / 5);
  });
});

describe('an answer head', () => {
  it('gives the same answer in both encodings, with each request its own tail', () => {
    const head = new AnswerHead(Buffer.from('{"safe":["Advil"]'));
    for (const tail of [',"confidence":1}', ',"confidence":0.5,"redFlags":["x"]}']) {
      const answer = head.with(Buffer.from(tail));
      expect(answer.json().toString()).toBe(`{"safe":["Advil"]${tail}`);
      expect(gunzipped(answer.gzip())).toBe(answer.json().toString());
    }
  });
});
