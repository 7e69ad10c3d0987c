import type { Currency, Question, ServiceTreeItem } from '@maxer/domain';
import { useCompanyQuery } from '../../company/index.ts';
import { useQuestionsQuery } from '../../contract-questions/index.ts';
import { useContractStatusesQuery } from '../../contract-statuses/index.ts';
import { useServiceTreeQuery } from '../../services/index.ts';
import { useVehiclesQuery } from '../../vehicles/index.ts';

/** The most a picker lists (the API's largest page); a company's fleet fits in it. */
const PICKER_PAGE = 100;

export interface EditorCatalogue {
  vatRate: number;
  currency: Currency;
  timeZone: string;
  questions: Question[];
  services: ServiceTreeItem[];
  statuses: { _id: string; name: string; color: string; createdAt: string; updatedAt: string }[];
  vehicles: { value: string; label: string }[];
}

/**
 * What the editor needs besides the contract: the company's VAT rate, currency and time zone (the
 * price panel and the dates), its questions and services (their fields), statuses and vehicles (products are searched where they are picked).
 */
export function useEditorCatalogue() {
  const company = useCompanyQuery();
  const questions = useQuestionsQuery();
  const services = useServiceTreeQuery();
  const statuses = useContractStatusesQuery({ pageSize: PICKER_PAGE });
  const vehicles = useVehiclesQuery({ pageSize: PICKER_PAGE });
  const queries = [company, questions, services, statuses, vehicles];
  const error = queries.find((query) => query.isError)?.error ?? null;
  if (!company.data || !questions.data || !services.data || !statuses.data || !vehicles.data) {
    return { catalogue: null, error };
  }
  const catalogue: EditorCatalogue = {
    vatRate: company.data.vatRate,
    currency: company.data.currency,
    timeZone: company.data.timeZone,
    questions: questions.data,
    services: services.data,
    statuses: statuses.data.items,
    vehicles: vehicles.data.items.map((vehicle) => ({
      value: vehicle._id,
      label: vehicle.registrationNumber ? `${vehicle.name} (${vehicle.registrationNumber})` : vehicle.name,
    })),
  };
  return { catalogue, error };
}
