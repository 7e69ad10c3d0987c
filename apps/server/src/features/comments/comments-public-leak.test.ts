import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import {
  type Answer,
  publicLeakScene,
  registeredRoutes,
  sweepWithoutSession,
} from './comments-test-support.ts';

/**
 * An internal comment never reaches a customer (issue 18): every route the app has registered is
 * called without a session, with every secret link of the company, and no answer may hold an internal
 * comment (nor one switched back to internal, nor a deleted one). A route added tomorrow is in the
 * sweep without anyone listing it. PDFs are compressed: comments-public-leak.poppler.test.ts reads
 * their text.
 */
let t: TestApp;
let scene: Awaited<ReturnType<typeof publicLeakScene>>;
let answers: Answer[];

beforeAll(async () => {
  t = await createTestApp();
  scene = await publicLeakScene(t);
  answers = await sweepWithoutSession(t, scene.secrets);
}, 120_000);
afterAll(() => t.close());

const textOf = (answer: Answer) => answer.body.toString('utf8');

describe('internal comments and the public routes', () => {
  it('reads the whole route table, public routes among them', () => {
    const routes = registeredRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    // The route tree is read right: every route of the API description is in it.
    const described = Object.entries(
      (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    ).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(described.length).toBeGreaterThan(100);
    expect(described.filter((route) => !routes.includes(route))).toEqual([]);
    for (const route of [
      'GET /api/public/offers/:token',
      'GET /api/public/offers/:token/pdf',
      'POST /api/public/offers/:token/accept',
      'GET /api/public/reviews/:token',
      'GET /api/public/calendar/:file',
      'GET /api/contracts/:id/comments',
      'GET /api/public/media/:token',
      'GET /api/media-sessions/:id/comments',
    ])
      expect(routes).toContain(route);
  });

  it('answers the public routes for real: the offer page and the shared media page with their public comments, the review page, the feed', () => {
    const ok = (prefix: string) =>
      answers.filter((answer) => answer.what.startsWith(prefix) && answer.status === 200);
    const offerPage = ok('GET /api/public/offers/:token ');
    expect(offerPage).toHaveLength(1);
    expect(textOf(offerPage[0]!)).toContain(scene.shown);
    expect(ok('GET /api/public/offers/:token/pdf')).toHaveLength(1);
    expect(ok('GET /api/public/reviews/:token ')).toHaveLength(1);
    expect(ok('GET /api/public/calendar/:file')).toHaveLength(1);
    expect(textOf(ok('GET /api/public/calendar/:file')[0]!)).toContain('BEGIN:VCALENDAR');
    // The shared media page's answer, with the session's public comment.
    const mediaPage = ok('GET /api/public/media/:token ');
    expect(mediaPage).toHaveLength(1);
    expect(textOf(mediaPage[0]!)).toContain(scene.shownOnMedia);
  });

  it('never holds an internal, a switched or a deleted comment, nor the author, in any answer', () => {
    const leaks = answers.flatMap((answer) => {
      if (answer.contentType.startsWith('application/pdf')) return [];
      const text = textOf(answer);
      return [
        ...Object.values(scene.hidden),
        scene.tenant.owner.account.email,
        scene.tenant.owner.account.lastName,
      ]
        .filter((secret) => text.includes(secret))
        .map((secret) => `${answer.what} (${answer.status}) holds ${secret}`);
    });
    expect(leaks).toEqual([]);
    expect(answers.length).toBeGreaterThan(200);
  });

  it('nor do the answers to accepting the offer, or the e-mails to the customer', async () => {
    const url = `/api/public/offers/${scene.offerToken}`;
    const shown = await t.app.inject({ method: 'GET', url });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${url}/accept`,
      payload: {
        acceptedServices: ['relocation'],
        termsAccepted: true,
        revision: shown.json().contract.revision,
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().comments.map((comment: { body: string }) => comment.body)).toEqual([scene.shown]);
    for (const secret of Object.values(scene.hidden)) {
      expect(accepted.body).not.toContain(secret);
      for (const mail of scene.mails) expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(secret);
    }
  });
});
