import type { INestApplication } from '@nestjs/common';
import { formulary, type Review } from '@otc/formulary';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSummary } from '../src/content/application/review-summary.js';
import { startTestApp } from './support/test-app.js';

const signedOff: Review = { reviewedBy: 'A. Rivera, PharmD', reviewedAt: '2026-03-02', label: 'v1' };

describe('reviewSummary', () => {
  it('counts products and supplements with a current sign-off, of all of them', () => {
    const [first, ...rest] = formulary.medications;
    const summary = reviewSummary({
      medications: [{ ...first!, review: signedOff }, ...rest],
      supplements: formulary.supplements,
    });
    expect(summary).toEqual({
      reviewed: reviewSummary(formulary).reviewed + 1,
      total: formulary.medications.length + formulary.supplements.length,
    });
  });
});

describe('GET /api/content/review-summary', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the shipped content’s figures', async () => {
    const res = await request(app.getHttpServer()).get('/api/content/review-summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(reviewSummary(formulary));
    expect(res.body.total).toBe(formulary.medications.length + formulary.supplements.length);
  });
});
