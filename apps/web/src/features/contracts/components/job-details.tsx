import { SimpleGrid, Stack, Text } from '@mantine/core';
import { type Contract, type Currency, formatMoney, formatQuantity, type Language } from '@maxer/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { anyFact, type Fact, Facts, JobSection } from './job-section.tsx';

type Address = NonNullable<Contract['moveOut']>;
type Discount = NonNullable<NonNullable<Contract['discounts']>['relocation']>;

interface Format {
  t: TFunction;
  language: Language;
  currency: Currency;
  timeZone: string | undefined;
}

const money = (f: Format, cents: number | null | undefined) =>
  cents == null ? null : formatMoney(cents, f.language, f.currency);
const when = (f: Format, at: string | null | undefined) =>
  at ? formatDateTime(at, f.language, f.timeZone) : null;
const discount = (f: Format, value: Discount | null | undefined) =>
  value?.amount != null
    ? money(f, value.amount)
    : value?.percent != null
      ? `${formatQuantity(value.percent, f.language)} %`
      : null;

function hours(f: Format, from: number | null | undefined, to: number | null | undefined) {
  if (from == null && to == null) return null;
  if (from == null || to == null || from === to)
    return f.t('fields.hoursOne', { hours: formatQuantity((from ?? to)!, f.language) });
  return f.t('fields.hoursRange', {
    from: formatQuantity(from, f.language),
    to: formatQuantity(to, f.language),
  });
}

function addressFacts(f: Format, address: Address | null): Fact[] {
  if (!address) return [];
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ');
  const place = [address.zipCode, address.city].filter(Boolean).join(' ');
  const country = address.country && address.country !== 'CH' ? address.country : '';
  return [
    [f.t('fields.address'), [street, place, country].filter(Boolean).join(', ')],
    [f.t('contract-editor:address.floor'), address.floor],
    [
      f.t('contract-editor:address.elevator'),
      address.elevator === null ? null : f.t(address.elevator ? 'yes' : 'no'),
    ],
  ];
}

/**
 * The job as the editor holds it, readably and only where something was entered: where (addresses,
 * floors, lift), the move (when, how long, who, with which vehicles, its price), disposal, cleaning,
 * the office's notes. `vehicleNames` maps the company's vehicles (the editor's catalogue); without it
 * the vehicles are counted.
 */
export function JobDetails({
  contract,
  vehicleNames,
  timeZone,
}: {
  contract: Contract;
  vehicleNames: Map<string, string> | null;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('job-page');
  const f: Format = { t, language: currentLanguage(), currency: contract.currency, timeZone };
  const editor = (key: string) => t(`contract-editor:${key}`);
  const relocation = contract.relocation;
  const details = contract.relocationDetails;
  const vehicleIds = details?.vehicleIds ?? [];
  const vehicles =
    vehicleIds.length === 0
      ? null
      : vehicleNames
        ? vehicleIds.map((id) => vehicleNames.get(id) ?? '?').join(', ')
        : t('fields.vehiclesUnknown', { count: vehicleIds.length });
  const volume = (m3: number | null | undefined) =>
    m3 == null ? null : t('fields.volume', { volume: formatQuantity(m3, f.language) });

  const moveFacts: Fact[] = [
    [editor('relocation.startAt'), when(f, details?.startAt)],
    [t('fields.hours'), hours(f, relocation?.hours, relocation?.expectedTime)],
    [editor('relocation.workers'), details?.workers == null ? null : String(details.workers)],
    [editor('relocation.vehicles'), vehicles],
    [
      editor('relocation.priceType'),
      relocation?.priceType ? editor(`relocation.types.${relocation.priceType}`) : null,
    ],
    [editor('relocation.hourPrice'), money(f, relocation?.hourPrice)],
    [editor('relocation.maxPrice'), money(f, relocation?.maxPrice)],
    [editor('relocation.flatRate'), money(f, relocation?.flatRate)],
    [editor('relocation.pricePerM3'), money(f, relocation?.pricePerM3)],
    [editor('relocation.volumeM3'), volume(relocation?.volumeM3)],
    [
      editor('relocation.returnTrip'),
      relocation?.returnTrip == null ? null : hours(f, relocation.returnTrip, null),
    ],
    [editor('relocation.workersFood'), money(f, relocation?.workersFood)],
    [editor('relocation.packaging'), money(f, relocation?.packaging)],
    [editor('relocation.disassembly'), money(f, relocation?.disassembly)],
    [t('fields.discount'), discount(f, contract.discounts?.relocation)],
    [editor('extraInfo'), details?.extraInfo],
  ];
  const trash = contract.trash;
  const disposalFacts: Fact[] = [
    [editor('trash.flatRatePrice'), money(f, trash?.flatRatePrice)],
    [editor('trash.pricePerM3'), money(f, trash?.pricePerM3)],
    [editor('trash.volumeM3'), volume(trash?.volumeM3)],
    [t('fields.discount'), discount(f, contract.discounts?.trash)],
    [editor('extraInfo'), contract.trashDetails?.extraInfo],
  ];
  const cleaning = contract.cleaning;
  const cleaningDetails = contract.cleaningDetails;
  const period = [when(f, cleaningDetails?.startAt), when(f, cleaningDetails?.endAt)];
  const cleaningFacts: Fact[] = [
    [editor('cleaning.type'), cleaning?.type ? editor(`cleaning.types.${cleaning.type}`) : null],
    [editor('cleaning.price'), money(f, cleaning?.price)],
    [t('fields.period'), period.some(Boolean) ? period.map((at) => at ?? '…').join(' – ') : null],
    [
      editor('cleaning.rooms'),
      cleaningDetails?.rooms == null ? null : formatQuantity(cleaningDetails.rooms, f.language),
    ],
    [t('fields.discount'), discount(f, contract.discounts?.cleaning)],
    [editor('extraInfo'), cleaningDetails?.extraInfo],
  ];
  const moveOut = addressFacts(f, contract.moveOut);
  const moveIn = addressFacts(f, contract.moveIn);

  return (
    <>
      {(anyFact(moveOut) || anyFact(moveIn)) && (
        <JobSection id="job-addresses" title={t('sections.addresses')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {(
              [
                ['moveOut', moveOut],
                ['moveIn', moveIn],
              ] as const
            ).map(([key, facts]) => (
              <Stack key={key} gap="xs">
                <Text fw={600}>{editor(`sections.${key}`)}</Text>
                {anyFact(facts) ? <AddressFacts facts={facts} /> : <Text c="dimmed">–</Text>}
              </Stack>
            ))}
          </SimpleGrid>
        </JobSection>
      )}
      {anyFact(moveFacts) && (
        <JobSection id="job-relocation" title={t('sections.relocation')}>
          <Facts facts={moveFacts} />
        </JobSection>
      )}
      {anyFact(disposalFacts) && (
        <JobSection id="job-disposal" title={t('sections.disposal')}>
          <Facts facts={disposalFacts} />
        </JobSection>
      )}
      {anyFact(cleaningFacts) && (
        <JobSection id="job-cleaning" title={t('sections.cleaning')}>
          <Facts facts={cleaningFacts} />
        </JobSection>
      )}
    </>
  );
}

/** An address's facts, one a line (two columns would be too narrow beside the other address). */
function AddressFacts({ facts }: { facts: Fact[] }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
    </Stack>
  );
}
