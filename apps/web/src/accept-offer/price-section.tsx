import {
  formatMoney,
  formatPriceRange,
  formatQuantity,
  formatServicePrice,
  type Language,
  type PriceBreakdown,
  type PricedService,
  type PublicOffer,
} from '@maxer/domain';
import { priceOptions } from './format.ts';
import { offeredServices } from './offer-price.ts';
import { text } from './texts.ts';

interface Props {
  offer: PublicOffer;
  language: Language;
  price: PriceBreakdown;
  chosen: readonly PricedService[];
  /** Absent once the offer is answered: the choice is then shown, not editable. */
  onToggle?: (service: PricedService, on: boolean) => void;
  error?: string | null;
  disabled?: boolean;
}

/** The services to choose (each with its price after discount), the lines, VAT and the total. */
export function PriceSection({ offer, language, price, chosen, onToggle, error, disabled }: Props) {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) =>
    text(language, key, params);
  const options = priceOptions(offer, language);
  const range = (low: number, high: number) => formatPriceRange(low, high, options);
  const money = (cents: number) => formatMoney(cents, language, price.currency);
  const rounding = shownRounding(price);
  return (
    <section className="card" aria-labelledby="services-title">
      <fieldset className="services" aria-describedby={error ? 'services-error' : undefined}>
        <legend id="services-title">
          <h2>{t('services')}</h2>
        </legend>
        {onToggle && <p className="hint">{t('servicesHint')}</p>}
        {offeredServices(offer).map((name) => {
          const line = price.services[name];
          const shown = formatServicePrice(line, options);
          const id = `service-${name}`;
          return (
            <div className="service" key={name}>
              <input
                type="checkbox"
                id={id}
                checked={chosen.includes(name)}
                disabled={!onToggle || disabled}
                onChange={(event) => onToggle?.(name, event.currentTarget.checked)}
              />
              <label htmlFor={id}>
                <span className="service-name">{t(name)}</span>
                <span className="amount">{shown}</span>
                {line.discount && (
                  <span className="discount">
                    {t('discount')}{' '}
                    {line.discount.percent != null
                      ? `${formatQuantity(line.discount.percent, language)} %`
                      : money(line.discount.amount ?? 0)}{' '}
                    · {t('beforeDiscount', { price: range(line.low, line.high) })}
                  </span>
                )}
              </label>
            </div>
          );
        })}
        {error && (
          <p className="error" id="services-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>

      <Lines offer={offer} price={price} language={language} />

      <table className="totals">
        <tbody>
          {!price.includeVat && (
            <tr>
              <th scope="row">{t('net')}</th>
              <td>{range(price.netLow, price.netHigh)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">
              {t(price.includeVat ? 'vatIncluded' : 'vat', { rate: formatQuantity(price.vatRate, language) })}
            </th>
            <td>{range(price.vatLow, price.vatHigh)}</td>
          </tr>
          {rounding !== null && (
            <tr>
              <th scope="row">{t('rounding')}</th>
              <td>{money(rounding)}</td>
            </tr>
          )}
          <tr className="total">
            <th scope="row">{t('total')}</th>
            <td aria-live="polite" data-testid="offer-total">
              {range(price.grossLow, price.grossHigh)}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/**
 * The rounding line (to 5 Rappen), only when it changes the total: one amount when the price is one
 * amount or both ends of the range were rounded alike. Ends rounded differently (one up, one down)
 * make no line at all: a range of roundings ("0.01 – -0.01") tells the customer nothing.
 */
export function shownRounding(price: PriceBreakdown): number | null {
  const { roundingLow: low, roundingHigh: high } = price;
  if (price.grossLow === price.grossHigh) return high === 0 ? null : high;
  return low === high && low !== 0 ? low : null;
}

/** Special products, packing materials and contract items: always part of the total. */
function Lines({
  offer,
  price,
  language,
}: {
  offer: PublicOffer;
  price: PriceBreakdown;
  language: Language;
}) {
  const t = (key: Parameters<typeof text>[1]) => text(language, key);
  const money = (cents: number) => formatMoney(cents, language, price.currency);
  const items = offer.contract.items ?? [];
  const rows: { key: string; label: string; detail?: string; amount: string | null; strong?: boolean }[] = [];
  for (const [group, lines] of [
    ['specialProducts', price.specialProducts.lines],
    ['packingMaterials', price.packingMaterials.lines],
  ] as const) {
    lines.forEach((line, index) => {
      rows.push({
        key: `${group}-${index}`,
        label: line.name,
        detail: `${formatQuantity(line.count, language)} × ${money(line.unitPrice)}`,
        amount: money(line.amount),
      });
    });
  }
  for (const line of price.items.lines) {
    const item = items[line.index];
    if (!item) continue;
    const key = `item-${line.index}`;
    if (item.type === 'text') rows.push({ key, label: item.text ?? '', amount: null });
    else if (item.type === 'subtotal')
      rows.push({
        key,
        label: item.description || t('subtotal'),
        amount: money(line.runningTotal),
        strong: true,
      });
    else if (item.type === 'discount')
      rows.push({
        key,
        label: item.description || t('discount'),
        detail: item.percent != null ? `${formatQuantity(item.percent, language)} %` : undefined,
        amount: money(line.amount ?? 0),
      });
    else
      rows.push({
        key,
        label: item.description ?? '',
        detail: `${formatQuantity(item.quantity, language)} × ${money(item.unitPrice)}`,
        amount: money(line.amount ?? 0),
      });
  }
  if (rows.length === 0) return null;
  return (
    <table className="lines">
      <caption>{t('lines')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.strong ? 'strong' : undefined}>
            <th scope="row">
              {row.label}
              {row.detail && <span className="detail">{row.detail}</span>}
            </th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
