import type { Customer, CustomerValues, Page } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import {
  diff,
  listActivities,
  recordActivity,
  recordedDelete,
  recordedUpdate,
} from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { isForeignKeyViolation } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import {
  type CustomerRow,
  customerNumberStart,
  customerReferences,
  deleteCustomer,
  findCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
} from './customers.repo.ts';

export interface CustomersDeps {
  db: Db;
  /** The company's webhook endpoints hear of created and changed customers (ADR 053). */
  webhooks: WebhookEvents;
}

/** What `customer.*` webhook events carry (ADR 053). */
function customerEvent(id: string, number: number, values: CustomerValues) {
  const { firstName, lastName, companyName, email } = values;
  return {
    id,
    number,
    firstName: firstName ?? null,
    lastName: lastName ?? null,
    companyName: companyName ?? null,
    email: email ?? null,
  };
}

const ENTITY = 'customer';

function toCustomer(row: CustomerRow): Customer {
  // Field by field, not `{ id, …rest }`: a list maps 25 rows a request and rest-spreading is the slow path.
  return {
    _id: row.id,
    number: row.number,
    gender: row.gender,
    firstName: row.firstName,
    lastName: row.lastName,
    customerType: row.customerType,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    street: row.street,
    streetNumber: row.streetNumber,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    origin: row.origin,
    createdBy: row.createdById
      ? { _id: row.createdById, name: `${row.createdByFirstName} ${row.createdByLastName}` }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The editable fields of a stored customer, to compare before and after a change. */
function editable(row: CustomerRow): CustomerValues {
  const {
    gender,
    firstName,
    lastName,
    customerType,
    companyName,
    email,
    phone,
    street,
    streetNumber,
    zipCode,
    city,
    country,
    origin,
  } = row;
  return {
    gender,
    firstName,
    lastName,
    customerType,
    companyName,
    email,
    phone,
    street,
    streetNumber,
    zipCode,
    city,
    country,
    origin,
  };
}

export async function listCompanyCustomers(
  deps: CustomersDeps,
  ctx: RequestContext,
  query: Parameters<typeof listCustomers>[2],
): Promise<Page<Customer>> {
  authorize(ctx, 'customer:read');
  const { items, total } = await listCustomers(deps.db, companyOf(ctx), query);
  return { items: items.map(toCustomer), total, page: query.page, pageSize: query.pageSize };
}

export async function getCustomer(deps: CustomersDeps, ctx: RequestContext, id: string): Promise<Customer> {
  authorize(ctx, 'customer:read');
  const row = await findCustomer(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toCustomer(row);
}

/** Create a customer inside a caller's transaction (a contract may create its customer with it). */
export async function createCustomerInTransaction(
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  values: CustomerValues,
  webhooks: WebhookEvents,
) {
  const number = await nextNumber(tx, companyId, 'customer', await customerNumberStart(tx, companyId));
  const customerId = await insertCustomer(tx, {
    ...values,
    companyId,
    number,
    createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
  });
  await recordActivity(tx, ctx, companyId, {
    entityType: ENTITY,
    entityId: customerId,
    action: 'create',
    changes: diff(null, { number, ...values }),
  });
  await webhooks.publish(tx, companyId, 'customer.created', customerEvent(customerId, number, values));
  return customerId;
}

export async function createCustomer(
  deps: CustomersDeps,
  ctx: RequestContext,
  values: CustomerValues,
): Promise<Customer> {
  authorize(ctx, 'customer:write');
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction((tx) =>
    createCustomerInTransaction(tx, ctx, companyId, values, deps.webhooks),
  );
  return getCustomer(deps, ctx, id);
}

export async function changeCustomer(
  deps: CustomersDeps,
  ctx: RequestContext,
  id: string,
  values: CustomerValues,
) {
  authorize(ctx, 'customer:write');
  const companyId = companyOf(ctx);
  let stored: CustomerRow | undefined;
  await recordedUpdate(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: async (tx) => (stored = await findCustomer(tx, companyId, id)),
      editable,
      values,
      update: async (tx) => {
        await updateCustomer(tx, companyId, id, values);
        await deps.webhooks.publish(
          tx,
          companyId,
          'customer.updated',
          customerEvent(id, stored!.number, values),
        );
      },
    },
  );
  return getCustomer(deps, ctx, id);
}

export async function removeCustomer(deps: CustomersDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'customer:write');
  const companyId = companyOf(ctx);
  await recordedDelete(
    { db: deps.db, ctx, companyId, entityType: ENTITY },
    {
      id,
      find: (tx) => findCustomer(tx, companyId, id),
      editable: (row) => ({ number: row.number, ...editable(row) }),
      remove: async (tx) => {
        // Asked first so the answer names the jobs before the invoices whatever order the database
        // would check its foreign keys in; those keys still refuse a job or invoice added in between.
        const held = await customerReferences(tx, companyId, id);
        if (held.contracts) throw new AppError('error_customer_has_contracts');
        if (held.invoices) throw new AppError('error_customer_has_invoices');
        try {
          await deleteCustomer(tx, companyId, id);
        } catch (error) {
          if (isForeignKeyViolation(error, 'invoices_customer_fk'))
            throw new AppError('error_customer_has_invoices');
          if (isForeignKeyViolation(error)) throw new AppError('error_customer_has_contracts');
          throw error;
        }
      },
    },
  );
}

export async function customerHistory(
  deps: CustomersDeps,
  ctx: RequestContext,
  id: string,
  page: { page: number; pageSize: number },
) {
  authorize(ctx, 'customer:read');
  const companyId = companyOf(ctx);
  if (!(await findCustomer(deps.db, companyId, id))) throw notFound();
  const { items, total } = await listActivities(
    deps.db,
    companyId,
    { entityType: ENTITY, entityId: id },
    page,
  );
  return { items, total, ...page };
}
