import { type Contract, formatServicePrice } from '@maxer/domain';
import type { ContractPdfContext } from './contract-pdf-context.ts';

/**
 * The services the price counts (every offered one before an acceptance, the accepted ones after it),
 * each with its price as the company writes ranges.
 */
export function drawServices({ input: { contract }, labels, pdf, format }: ContractPdfContext): void {
  const price = contract.price;
  const { display, money, quantity, range } = format;
  const { heading, row, totalRule } = pdf;
  const { relocation, trash, cleaning } = price.services;
  const lessDiscount = (discount: { amount: number | null; percent: number | null } | null) => {
    if (discount?.percent != null) return `${labels.lessDiscount} ${quantity(discount.percent)} %`;
    return discount?.amount != null ? `${labels.lessDiscount} ${money(discount.amount)}` : '';
  };
  const byVolume = (volume: number | null | undefined, perM3: number | null | undefined) =>
    volume != null && perM3 != null
      ? `${labels.volume} ${quantity(volume)} m³ ${labels.each} ${money(perM3)} ${labels.perM3}`
      : '';
  if (relocation.accepted || trash.accepted || cleaning.accepted) {
    heading(labels.services);
    if (relocation.accepted) {
      const entered: NonNullable<Contract['relocation']> = contract.relocation ?? {};
      const details = contract.relocationDetails;
      const hours =
        entered.hours == null
          ? ''
          : `${labels.estimatedHours} ${quantity(entered.hours)}${
              entered.expectedTime != null && entered.expectedTime !== entered.hours
                ? `–${quantity(entered.expectedTime)}`
                : ''
            } ${labels.hours}`;
      const basis =
        relocation.priceType === 'flatRate'
          ? [
              entered.flatRate != null
                ? `${labels.flatRate} ${money(entered.flatRate)}`
                : byVolume(entered.volumeM3, entered.pricePerM3),
            ]
          : [
              [
                entered.hourPrice != null ? `${labels.hourlyRate} ${money(entered.hourPrice)}` : '',
                hours,
                entered.returnTrip
                  ? `${labels.returnTrip} ${quantity(entered.returnTrip)} ${labels.hours}`
                  : '',
              ]
                .filter(Boolean)
                .join(' · '),
              relocation.maxPrice !== null ? `${labels.maxPrice} ${money(relocation.maxPrice)}` : '',
            ];
      const team = [
        details?.workers ? labels.workers(details.workers) : '',
        details?.vehicleIds.length ? labels.vehicles(details.vehicleIds.length) : '',
      ]
        .filter(Boolean)
        .join(', ');
      const extras = (
        [
          [labels.workersFood, entered.workersFood],
          [labels.packaging, entered.packaging],
          [labels.disassembly, entered.disassembly],
        ] as const
      )
        .filter(([, amount]) => !!amount)
        .map(([name, amount]) => `${name} ${money(amount ?? 0)}`)
        .join(' · ');
      row(labels.relocation, formatServicePrice(relocation, display), {
        face: 'bold',
        details: [...basis, team, extras, lessDiscount(relocation.discount), details?.extraInfo ?? ''],
      });
    }
    if (trash.accepted) {
      const entered: NonNullable<Contract['trash']> = contract.trash ?? {};
      row(labels.trash, formatServicePrice(trash, display), {
        face: 'bold',
        details: [
          entered.flatRatePrice != null
            ? `${labels.flatRate} ${money(entered.flatRatePrice)}`
            : byVolume(entered.volumeM3, entered.pricePerM3),
          lessDiscount(trash.discount),
          contract.trashDetails?.extraInfo ?? '',
        ],
      });
    }
    if (cleaning.accepted) {
      const rooms = contract.cleaningDetails?.rooms;
      row(labels.cleaning, formatServicePrice(cleaning, display), {
        face: 'bold',
        details: [
          rooms != null ? `${quantity(rooms)} ${labels.rooms}` : '',
          lessDiscount(cleaning.discount),
          contract.cleaningDetails?.extraInfo ?? '',
        ],
      });
    }
    if (price.servicesHigh !== 0) {
      totalRule();
      row(labels.servicesTotal, range(price.servicesLow, price.servicesHigh), { face: 'bold' });
    }
  }
}
