import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { mailOutbox } from './db/schema/index.ts';
import { selfRequestHeaders } from './platform/request-log.ts';

/**
 * The demo company's everyday content, so a newcomer can try every screen at once: services,
 * vehicles, articles, customers, jobs in every status (one accepted in part, one offer waiting),
 * their appointments, and invoices paid, partly paid and overdue. Created through the API as the demo owner (the same
 * checks, prices and numbers as in use), on a fresh demo database only. Runs in about a second.
 */
export async function seedDemoContent(
  app: FastifyInstance,
  db: Db,
  owner: { email: string; password: string },
  now: Date = new Date(),
): Promise<void> {
  // The server's own requests: logged at debug, not as ~40 lines of a first start (request-log.ts).
  const self = selfRequestHeaders();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: owner.email, password: owner.password },
    headers: self,
  });
  if (login.statusCode !== 200) throw new Error(`demo content: sign-in failed (${login.statusCode})`);
  const cookies = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const csrf = login.cookies.find((cookie) => cookie.name === 'x-csrf')?.value ?? '';

  async function send<T>(method: 'POST' | 'PUT', url: string, payload: unknown, signedIn = true): Promise<T> {
    const response = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: signedIn ? { ...self, cookie: cookies, 'x-csrf-token': csrf, 'accept-language': 'de' } : self,
    });
    if (response.statusCode >= 300) {
      throw new Error(`demo content: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    }
    return response.json() as T;
  }
  const post = <T>(url: string, payload: unknown) => send<T>('POST', url, payload);

  const day = (offsetDays: number) =>
    new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  /** 08:00 in Zürich (07:00 UTC in winter, 06:00 in summer: close enough for demo data). */
  const morning = (offsetDays: number) => `${day(offsetDays)}T07:00:00.000Z`;

  // Catalogue: services (questions of the job form), vehicles, articles.
  for (const [de, en, type] of [
    ['Möbellift', 'Furniture lift', 'check'],
    ['Klaviertransport', 'Piano transport', 'check'],
    ['Anzahl Umzugskartons', 'Number of moving boxes', 'number'],
  ] as const) {
    await post('/api/services', { labels: { de, en }, type });
  }
  const vehicles: { _id: string }[] = [];
  for (const [name, registrationNumber, model] of [
    ['Lieferwagen 3.5 t', 'ZH 123 456', 'Sprinter'],
    ['Möbelwagen 7.5 t', 'ZH 654 321', 'Atego'],
  ] as const) {
    vehicles.push(
      await post('/api/vehicles', { name, registrationNumber, model, manufacturer: 'Mercedes-Benz' }),
    );
  }
  for (const [name, priceCents, unit] of [
    ['Umzugskarton', 350, 'Stück'],
    ['Kleiderbox', 1_500, 'Stück'],
    ['Luftpolsterfolie', 2_900, 'Rolle'],
    ['Möbeldecke', 800, 'Stück'],
  ] as const) {
    await post('/api/items', { name, priceCents, unit });
  }

  // Customers.
  const people = [
    ['FEMALE', 'Anna', 'Meier', 'Seestrasse', '12', '8002', 'Zürich'],
    ['MALE', 'Beat', 'Keller', 'Bernstrasse', '5', '3011', 'Bern'],
    ['FEMALE', 'Claudia', 'Brunner', 'Rheinweg', '40', '4058', 'Basel'],
    ['MALE', 'Daniel', 'Frei', 'Via Nassa', '3', '6900', 'Lugano'],
    ['FEMALE', 'Eva', 'Schmid', 'Bahnhofplatz', '1', '6003', 'Luzern'],
    ['MALE', 'Franz', 'Huber', 'Marktgasse', '22', '9000', 'St. Gallen'],
  ] as const;
  const customers: { _id: string; email: string }[] = [];
  for (const [gender, firstName, lastName, street, streetNumber, zipCode, city] of people) {
    const email = `${firstName}.${lastName}@example.com`.toLowerCase();
    const created = await post<{ _id: string }>('/api/customers', {
      gender,
      firstName,
      lastName,
      email,
      phone: '+41 79 000 00 00',
      street,
      streetNumber,
      zipCode,
      city,
      country: 'CH',
    });
    customers.push({ _id: created._id, email });
  }

  // Jobs: one of each state the office meets.
  const job = (customer: number, startDay: number, extra: object = {}) =>
    post<{ _id: string }>('/api/contracts', {
      customerId: customers[customer]!._id,
      moveOut: { ...address(people[customer]!), floor: '2', elevator: false },
      moveIn: {
        street: 'Neugasse',
        streetNumber: '7',
        zipCode: '8005',
        city: 'Zürich',
        country: 'CH',
        floor: '1',
      },
      relocation: { priceType: 'hourly', hourPrice: 16_000, hours: 6, expectedTime: 8 },
      relocationDetails: { startAt: morning(startDay), workers: 3, vehicleIds: [vehicles[0]!._id] },
      trash: { flatRatePrice: 25_000 },
      cleaning: { type: 'select', price: 78_000 },
      ...extra,
    });
  const offer = async (contractId: string, email: string) => {
    await post(`/api/contracts/${contractId}/offers`, { language: 'de', validUntil: day(14) });
    return offerToken(db, email);
  };
  const answer = (token: string, action: 'accept' | 'reject', payload: object) =>
    send('POST', `/api/public/offers/${token}/${action}`, payload, false);
  const accept = async (contractId: string, email: string, services: string[]) => {
    const token = await offer(contractId, email);
    const view = await app.inject({ method: 'GET', url: `/api/public/offers/${token}`, headers: self });
    const revision = (view.json() as { contract: { revision: number } }).contract.revision;
    await answer(token, 'accept', { acceptedServices: services, termsAccepted: true, revision });
  };

  // OPEN: entered, no offer yet (a move tomorrow).
  await job(0, 1);
  // PENDING: an offer waiting for the customer's answer.
  const waiting = await job(1, 10);
  await offer(waiting._id, customers[1]!.email);
  // REJECTED, with a reason.
  const rejected = await job(2, 20);
  await answer(await offer(rejected._id, customers[2]!.email), 'reject', { reason: 'Zu teuer für uns.' });
  // ACCEPTED in part: the relocation and the cleaning, not the disposal (a move this week).
  const partly = await job(3, 3, {
    relocationDetails: { startAt: morning(3), workers: 4, vehicleIds: vehicles.map((v) => v._id) },
  });
  await accept(partly._id, customers[3]!.email, ['cleaning', 'relocation']);

  // Appointments: the viewing for the waiting offer (tomorrow) and the accepted move (this week).
  await post('/api/appointments', {
    kind: 'viewing',
    startsAt: `${day(1)}T09:00:00.000Z`,
    durationMinutes: 45,
    contractId: waiting._id,
    notes: 'Estrich und Keller ansehen.',
  });
  await post('/api/appointments', {
    kind: 'move',
    startsAt: morning(3),
    durationMinutes: 480,
    contractId: partly._id,
  });

  // Invoiced jobs: paid, partly paid, overdue.
  const invoiced = async (customer: number, date: number, due: number) => {
    const contract = await job(customer, date - 2);
    await accept(contract._id, customers[customer]!.email, ['cleaning', 'relocation', 'trash']);
    return post<{ _id: string; total: number }>(`/api/contracts/${contract._id}/invoice`, {
      date: day(date),
      dueDate: day(due),
      idempotencyKey: randomUUID(),
    });
  };
  const pay = (invoice: { _id: string }, amount: number, date: number) =>
    post(`/api/invoices/${invoice._id}/payments`, {
      amount,
      method: 'BANK',
      date: day(date),
      notifyCustomer: false,
      idempotencyKey: randomUUID(),
    });
  const paid = await invoiced(4, -40, -10);
  await pay(paid, paid.total, -15);
  const partlyPaid = await invoiced(5, -12, 18);
  await pay(partlyPaid, Math.round(partlyPaid.total / 2 / 5) * 5, -5);
  await invoiced(0, -50, -20);
}

function address(person: readonly string[]) {
  const [, , , street, streetNumber, zipCode, city] = person;
  return { street, streetNumber, zipCode, city, country: 'CH' };
}

/** The offer link's token in the newest offer mail to a customer (the demo reads its own outbox). */
async function offerToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`demo content: no offer link mailed to ${email}`);
  return token;
}
