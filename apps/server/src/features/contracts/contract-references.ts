import { type ContractValues, type Labels, valueFitsType } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { contractStatuses, customers, vehicles } from '../../db/schema/index.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { companyHas, companyIdsIn, unknownProductFields } from '../../platform/company-references.ts';
import { AppError, type FieldError } from '../../platform/errors.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { createCustomerInTransaction } from '../customers/index.ts';
import { companyQuestions, companyServicesByIds } from './contracts.repo.ts';

/**
 * Check what a contract refers to against the company's own records (another company's id reads as
 * unknown), enforce required questions, and record labels of services and questions with the values,
 * so a later change or deletion in the catalogue leaves the contract as it was.
 */
export async function resolveReferences(
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  values: ContractValues,
  webhooks: WebhookEvents,
) {
  // The catalogue products its price lines were added from (ADR 023).
  const fields: Record<string, FieldError> = await unknownProductFields(tx, companyId, values.items, 'items');

  if (values.customerId && !(await companyHas(tx, customers, companyId, values.customerId))) {
    fields.customerId = 'error_field_invalid';
  }
  if (values.customStatusId && !(await companyHas(tx, contractStatuses, companyId, values.customStatusId))) {
    fields.customStatusId = 'error_field_invalid';
  }
  const vehicleIds = values.relocationDetails?.vehicleIds ?? [];
  const knownVehicles = await companyIdsIn(tx, vehicles, companyId, vehicleIds);
  vehicleIds.forEach((id, index) => {
    if (!knownVehicles.has(id)) fields[`relocationDetails.vehicleIds.${index}`] = 'error_field_invalid';
  });

  const catalogue = await companyServicesByIds(
    tx,
    companyId,
    values.services.map((s) => s.serviceId),
  );
  const services = values.services.flatMap((entry, index) => {
    const service = catalogue.get(entry.serviceId) as
      | { labels: Labels; type: 'check' | 'number' }
      | undefined;
    const fits =
      service &&
      (service.type === 'check' ? typeof entry.value === 'boolean' : typeof entry.value === 'number');
    if (!service || !fits) {
      fields[`services.${index}`] = 'error_field_invalid';
      return [];
    }
    return [{ serviceId: entry.serviceId, labels: service.labels, type: service.type, value: entry.value }];
  });

  const questions = await companyQuestions(tx, companyId);
  const given = new Map(values.answers.map((answer) => [answer.questionId, answer.value.trim()]));
  values.answers.forEach((answer, index) => {
    if (!questions.some((q) => q.id === answer.questionId))
      fields[`answers.${index}`] = 'error_field_invalid';
  });
  const answers = questions.flatMap((question) => {
    const value = given.get(question.id) ?? '';
    if (value === '') {
      if (question.required) fields[`answers.${question.id}`] = 'error_field_required';
      return [];
    }
    const optionValues = question.options.map((option) => option.value);
    if (!valueFitsType(question.type, value, optionValues)) {
      fields[`answers.${question.id}`] = 'error_field_invalid';
      return [];
    }
    const option = question.type === 'SELECT' ? question.options.find((o) => o.value === value) : undefined;
    return [
      {
        questionId: question.id,
        labels: question.labels,
        type: question.type,
        value,
        optionLabels: option?.labels ?? null,
      },
    ];
  });

  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });

  const customerId =
    values.customerId ??
    (await createCustomerInTransaction(
      tx,
      ctx,
      companyId,
      withMoveOutAddress(values.newCustomer!, values),
      webhooks,
    ));
  return { customerId, services, answers };
}

/**
 * A customer created with the job and given no address of their own lives where the move starts: the
 * invoice's QR-bill needs the debtor's address (issue 15, item 12).
 */
function withMoveOutAddress(
  customer: NonNullable<ContractValues['newCustomer']>,
  { moveOut }: Pick<ContractValues, 'moveOut'>,
): NonNullable<ContractValues['newCustomer']> {
  const hasOwn = customer.street || customer.zipCode || customer.city;
  if (hasOwn || !moveOut || !(moveOut.street || moveOut.zipCode || moveOut.city)) return customer;
  return {
    ...customer,
    street: moveOut.street,
    streetNumber: moveOut.streetNumber,
    zipCode: moveOut.zipCode,
    city: moveOut.city,
    country: moveOut.country,
  };
}
