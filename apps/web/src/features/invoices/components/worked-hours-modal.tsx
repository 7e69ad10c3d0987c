import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  type Contract,
  errorMessage,
  formatMoney,
  formatQuantity,
  type WorkedHours,
  workedHoursSchema,
  workedRelocationPrice,
} from '@maxer/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsFromText, MoneyInput, moneyText } from '../../../components/money-input.tsx';
import { currentLanguage } from '../../../lib/language.ts';

interface WorkedHoursModalProps {
  contract: Contract;
  pending: boolean;
  /** Errors the server gave per field ("worked.hours" …), as messages. */
  fieldErrors: Record<string, string>;
  onSubmit: (worked: WorkedHours) => void;
  onClose: () => void;
}

/** A decimal as typed ("6.5", "6,5"); NaN when it is none, for the schema to refuse. */
function decimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * "Rechnung erstellen" on a job billed by the hour: the hours actually worked, the workers and the
 * extras, pre-filled with the estimate; below, what the relocation costs for them and how that compares
 * with the range the customer accepted (a Kostendach job never above its ceiling). The server computes
 * the same (workedRelocationPrice) from what the customer accepted, and checks the same schema.
 */
export function WorkedHoursModal({
  contract,
  pending,
  fieldErrors,
  onSubmit,
  onClose,
}: WorkedHoursModalProps) {
  const { t } = useTranslation('invoices');
  const language = currentLanguage();
  const relocation = contract.relocation ?? {};
  const priced = contract.price.services.relocation;
  const estimateHours = relocation.expectedTime ?? relocation.hours ?? null;
  const [hours, setHours] = useState(estimateHours === null ? '' : String(estimateHours));
  const [workers, setWorkers] = useState(
    contract.relocationDetails?.workers ? String(contract.relocationDetails.workers) : '',
  );
  const [extras, setExtras] = useState(moneyText(priced.extras));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const worked = {
    hours: decimal(hours),
    workers: workers.trim() === '' ? null : decimal(workers),
    extras: centsFromText(extras),
  };
  const parsed = workedHoursSchema.safeParse(worked);
  const money = (cents: number) => formatMoney(cents, language, contract.currency);
  const preview = parsed.success
    ? workedRelocationPrice({ relocation, discounts: contract.discounts }, parsed.data)
    : null;
  const accepted = { low: priced.lowAfterDiscount, high: priced.highAfterDiscount };
  const range =
    accepted.low === accepted.high ? money(accepted.low) : `${money(accepted.low)} – ${money(accepted.high)}`;
  const estimateText =
    relocation.hours != null
      ? relocation.expectedTime != null && relocation.expectedTime !== relocation.hours
        ? `${formatQuantity(relocation.hours, language)}–${formatQuantity(relocation.expectedTime, language)}`
        : formatQuantity(relocation.hours, language)
      : null;

  let difference: string | null = null;
  if (preview) {
    if (preview.amount > accepted.high)
      difference = t('worked.above', { amount: money(preview.amount - accepted.high) });
    else if (preview.amount < accepted.low)
      difference = t('worked.below', { amount: money(accepted.low - preview.amount) });
    else difference = t('worked.within');
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        found[key] ??= errorMessage('error_field_invalid', language);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };
  const errorOf = (name: string) => errors[name] ?? fieldErrors[`worked.${name}`];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('worked.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {estimateText
              ? t('worked.accepted', { hours: estimateText, range })
              : t('worked.acceptedRange', { range })}
          </Text>
          <TextInput
            label={t('worked.hours')}
            inputMode="decimal"
            autoComplete="off"
            required
            value={hours}
            onChange={(event) => setHours(event.currentTarget.value)}
            error={errorOf('hours')}
            data-autofocus
          />
          <TextInput
            label={t('worked.workers')}
            inputMode="numeric"
            autoComplete="off"
            value={workers}
            onChange={(event) => setWorkers(event.currentTarget.value)}
            error={errorOf('workers')}
          />
          <MoneyInput
            label={t('worked.extras')}
            description={t('worked.extrasHint')}
            currency={contract.currency}
            value={extras}
            onChange={setExtras}
            error={errorOf('extras')}
          />
          {preview && (
            <Alert variant="light" color={preview.amount > accepted.high ? 'orange' : 'blue'} role="status">
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('worked.amount', { amount: money(preview.amount) })}
              </Text>
              <Text size="sm">{difference}</Text>
              {preview.capped && preview.maxPrice !== null && (
                <Text size="sm">{t('worked.capped', { amount: money(preview.maxPrice) })}</Text>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('worked.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
