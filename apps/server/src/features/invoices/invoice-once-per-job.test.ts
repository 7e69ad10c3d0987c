import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { invoiceTestKit } from './invoice-test-support.ts';

// One invoice per job unless another is asked for; idempotency keys (ADR 023).
let t: TestApp;
let kit: ReturnType<typeof invoiceTestKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-31T08:00:00Z') });
  kit = invoiceTestKit(t);
});
afterAll(() => t.close());

async function acceptedJob() {
  const company = await kit.company();
  const customer = await kit.customer(company.owner);
  const contract = await kit.contract(company.owner, customer._id);
  await kit.accept(company.owner, contract._id, ['relocation', 'trash']);
  const invoicesOf = async () =>
    (await kit.call(company.owner, 'GET', `/api/invoices?contractId=${contract._id}`)).json() as {
      total: number;
      items: { _id: string; number: number }[];
    };
  return { ...company, customer, contract, url: `/api/contracts/${contract._id}/invoice`, invoicesOf };
}

describe('invoicing a job', () => {
  it('ten parallel requests for one job make exactly one invoice; the others are told it exists (409)', async () => {
    const { owner, url, invoicesOf } = await acceptedJob();
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.call(owner, 'POST', url, {})));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const created = answers.find((answer) => answer.statusCode === 201)!.json();
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused.error).toMatchObject({
      code: 'error_contract_already_invoiced',
      message: `This job already has invoice ${created.number}. Create another invoice only if you mean to.`,
    });
    expect((await invoicesOf()).total).toBe(1);
  });

  it('a double click or retry with one idempotency key answers the same invoice, also in parallel', async () => {
    const { owner, url, invoicesOf } = await acceptedJob();
    const body = { idempotencyKey: `click-${crypto.randomUUID()}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => kit.call(owner, 'POST', url, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    const retry = await kit.call(owner, 'POST', url, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()._id).toBe(answers[0]!.json()._id);
    expect((await invoicesOf()).total).toBe(1);
  });

  it('a second invoice only when asked for (another: true), once per key; the same key asking otherwise is 422', async () => {
    const { owner, url, invoicesOf } = await acceptedJob();
    const first = await kit.call(owner, 'POST', url, { idempotencyKey: 'first-click-1' });
    expect(first.statusCode).toBe(201);
    const again = await kit.call(owner, 'POST', url, { idempotencyKey: 'second-click' }, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Dieser Auftrag hat bereits die Rechnung ${first.json().number}. Erstellen Sie nur bewusst eine weitere Rechnung.`,
    );
    // The refused request did not use its key up: asked again with `another`, it creates the second one.
    const another = { idempotencyKey: 'second-click', another: true };
    const [second, repeated] = await Promise.all([
      kit.call(owner, 'POST', url, another),
      kit.call(owner, 'POST', url, another),
    ]);
    expect([second.statusCode, repeated.statusCode].sort()).toEqual([200, 201]);
    expect(second.json()._id).toBe(repeated.json()._id);
    expect(second.json().number).toBe(first.json().number + 1);
    expect((await invoicesOf()).total).toBe(2);

    // The first key with another body (a date) is not silently answered with the first invoice.
    const reused = await kit.call(owner, 'POST', url, {
      idempotencyKey: 'first-click-1',
      date: '2026-03-20',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toMatchObject({
      code: 'error_idempotency_key_reused',
      message: 'This form was already sent with other values. Please open the form again.',
    });
    expect((await invoicesOf()).total).toBe(2);
  });

  it('a free invoice linked to an invoiced job also needs another: true; keys work there too', async () => {
    const { owner, customer, contract, url, invoicesOf } = await acceptedJob();
    expect((await kit.call(owner, 'POST', url, {})).statusCode).toBe(201);
    const linked = kit.freeInvoice(customer._id, { contractId: contract._id });
    const refused = await kit.call(owner, 'POST', '/api/invoices', linked);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('error_contract_already_invoiced');
    const body = { ...linked, another: true, idempotencyKey: `free-${crypto.randomUUID()}` };
    const [a, b] = await Promise.all([
      kit.call(owner, 'POST', '/api/invoices', body),
      kit.call(owner, 'POST', '/api/invoices', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()._id).toBe(b.json()._id);
    expect((await invoicesOf()).total).toBe(2);
    // The same key sent to the job's own route asks for something else.
    const crossed = await kit.call(owner, 'POST', url, {
      idempotencyKey: body.idempotencyKey,
      another: true,
    });
    expect(crossed.statusCode).toBe(422);

    // A free invoice changed to point at the invoiced job: the same rule.
    const free = (await kit.call(owner, 'POST', '/api/invoices', kit.freeInvoice(customer._id))).json();
    const relinked = await kit.call(owner, 'PUT', `/api/invoices/${free._id}`, linked);
    expect(relinked.statusCode).toBe(409);
    const asked = await kit.call(owner, 'PUT', `/api/invoices/${free._id}`, { ...linked, another: true });
    expect(asked.statusCode).toBe(200);
    expect((await invoicesOf()).total).toBe(3);
    // Changing that invoice again (same job) needs no question.
    expect((await kit.call(owner, 'PUT', `/api/invoices/${free._id}`, linked)).statusCode).toBe(200);
  });

  it('a deleted invoice frees the job and its key', async () => {
    const { owner, url, invoicesOf } = await acceptedJob();
    const body = { idempotencyKey: `gone-${crypto.randomUUID()}` };
    const first = (await kit.call(owner, 'POST', url, body)).json();
    expect((await kit.call(owner, 'DELETE', `/api/invoices/${first._id}`)).statusCode).toBe(204);
    const again = await kit.call(owner, 'POST', url, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).not.toBe(first._id);
    expect((await invoicesOf()).total).toBe(1);
  });
});
