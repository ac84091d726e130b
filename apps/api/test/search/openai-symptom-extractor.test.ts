import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchCatalogue } from '../../src/search/application/search-catalogue.js';
import { LocalSymptomExtractor } from '../../src/search/application/local-symptom-extractor.js';
import {
  LlmUnavailableError,
  OpenAiSymptomExtractor,
} from '../../src/search/infrastructure/openai-symptom-extractor.adapter.js';
import { startTestApp, testConfig } from '../support/test-app.js';

/** A stand-in for an OpenAI-compatible endpoint: each test sets how it answers. */
let answer: (req: IncomingMessage, body: string) => { status: number; body: string; delayMs?: number };
let lastRequest: { url?: string; auth?: string; body?: Record<string, unknown> } = {};
let server: Server;
let baseUrl: string;

const chat = (content: string) => ({
  status: 200,
  body: JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }),
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      lastRequest = { url: req.url, auth: req.headers.authorization, body: JSON.parse(body || '{}') };
      const reply = answer(req, body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => server.closeAllConnections());

const catalogue = new SearchCatalogue();
const local = new LocalSymptomExtractor(catalogue);
const llm = { apiKey: 'test-key', model: 'test-model', timeoutMs: 300 };
const sut = () => new OpenAiSymptomExtractor({ ...llm, baseUrl }, catalogue, local);

describe('OpenAiSymptomExtractor', () => {
  it('asks the chat endpoint and maps its answer onto our symptom vocabulary', async () => {
    answer = () =>
      chat(
        JSON.stringify({
          symptoms: ['Headache', 'blocked nose', 'unknown thing'],
          negated: ['fever'],
          confidence: 0.93,
        }),
      );
    const result = await sut().extract('my head is pounding and I am all blocked up, no fever');
    expect(result).toEqual({
      symptomIds: ['headache', 'nasal-congestion'],
      negatedSymptomIds: ['fever'],
      productIds: [],
      confidence: 0.93,
    });
    expect(lastRequest.url).toBe('/v1/chat/completions');
    expect(lastRequest.auth).toBe('Bearer test-key');
    expect(lastRequest.body).toMatchObject({ model: 'test-model', temperature: 0 });
  });

  it('gives up after the timeout', async () => {
    answer = () => ({ ...chat('{"symptoms": []}'), delayMs: 2000 });
    await expect(sut().extract('headache')).rejects.toThrow(
      new LlmUnavailableError('The model did not answer in time.'),
    );
  });

  it('treats an error status or an answer that is not the JSON asked for as unavailable', async () => {
    answer = () => ({ status: 500, body: '{"error":"boom"}' });
    await expect(sut().extract('headache')).rejects.toBeInstanceOf(LlmUnavailableError);
    answer = () => chat('Sure! You have a headache.');
    await expect(sut().extract('headache')).rejects.toBeInstanceOf(LlmUnavailableError);
  });
});

describe('POST /api/search/enhanced with a model configured', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await startTestApp(testConfig(undefined, { llm: { ...llm, baseUrl } }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers from the model when it answers', async () => {
    answer = () => chat(JSON.stringify({ symptoms: ['sore throat'], negated: [], confidence: 0.8 }));
    const res = await request(app.getHttpServer()).post('/api/search/enhanced').send({ query: 'it hurts to swallow' });
    expect(res.body).toMatchObject({ extractedSymptoms: ['Sore throat'], confidence: 0.8, fallbackUsed: false });
  });

  it('falls back to basic search with fallbackUsed when the model times out', async () => {
    answer = () => ({ ...chat('{}'), delayMs: 2000 });
    const res = await request(app.getHttpServer())
      .post('/api/search/enhanced')
      .send({ query: 'headache and a runny nose' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ extractedSymptoms: ['Headache', 'Runny nose'], fallbackUsed: true });
    expect(res.body.safe.length).toBeGreaterThan(0);
  });
});
