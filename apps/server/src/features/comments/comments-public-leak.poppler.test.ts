import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { pdfWords } from '../../testing/pdf.ts';
import { publicLeakScene, sweepWithoutSession } from './comments-test-support.ts';

/**
 * The PDFs among the answers of comments-public-leak.test.ts (the offer's, today), read back as text:
 * compressed, their bytes say nothing. Needs Debian's poppler-utils (`npm run test:pdf`).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('internal comments and the public PDFs', () => {
  it('are in no PDF a caller without a session gets', async () => {
    const scene = await publicLeakScene(t);
    const answers = await sweepWithoutSession(t, scene.secrets);
    const pdfs = answers.filter((answer) => answer.contentType.startsWith('application/pdf'));
    // The offer's PDF today; any other public PDF is read the same way.
    expect(pdfs.map((answer) => answer.what)).toContainEqual(
      expect.stringMatching(/^GET \/api\/public\/offers\/:token\/pdf /),
    );
    for (const pdf of pdfs) {
      const words = pdfWords(pdf.body);
      // Read back for real: the job's number is printed on it.
      expect(words).toContain(String(scene.job.number));
      for (const secret of Object.values(scene.hidden)) expect(words, pdf.what).not.toContain(secret);
    }
  }, 120_000);
});
