import {
  type Contract,
  type Currency,
  type CustomerType,
  formatMoney,
  formatPriceRange,
  formatServicePrice,
  type Gender,
  type Language,
  labelIn,
  type PdfRelocationPriceType,
  plainTextBlocks,
  richTextBlocks,
} from '@maxer/domain';
import { PDF_LABELS, type PdfLabels } from './contract-pdf-labels.ts';
import { BODY_SIZE, CONTENT_WIDTH, documentWriter, MARGIN, MUTED_COLOR, SMALL_SIZE } from './pdf-layout.ts';
import { genderWelcome } from './placeholders.ts';

/** Everything a contract PDF shows, as plain data: the renderer reads no database and no file. */
export interface ContractPdfInput {
  language: Language;
  /** The date printed as the document's date. */
  printedAt: Date;
  contract: Contract;
  customer: {
    gender: Gender | null;
    customerType: CustomerType;
    firstName: string | null;
    lastName: string;
    companyName: string | null;
    email: string | null;
    phone: string | null;
    street: string | null;
    streetNumber: string | null;
    zipCode: string | null;
    city: string | null;
    country: string;
  };
  company: {
    name: string;
    website: string | null;
    header: string | null;
    footer: string | null;
    pdfAccentColor: string | null;
    pdfRelocationPriceType: PdfRelocationPriceType;
    timeZone: string;
    hasAgb: boolean;
  };
  /** The company's PDF components in their order; content is sanitized HTML. */
  components: readonly { title: string; content: string }[];
  /** The logo as PNG or JPEG bytes (see pdf-logo.ts); null without one: the company's name stands instead. */
  logo: Buffer | null;
}

type StoredAddress = NonNullable<Contract['moveOut']>;

const DEFAULT_ACCENT = '#1f4e79';

/** Dates and times as the language writes them; formatters are built once per language and zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, timeZone: string, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const locale = language === 'de' ? 'de-CH' : 'en-GB';
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat(locale, {
            timeZone,
            day: language === 'de' ? '2-digit' : 'numeric',
            month: language === 'de' ? '2-digit' : 'short',
            year: 'numeric',
          })
        : new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(key, format);
  }
  return format;
}

/** A quantity or percentage as typed (at most two places; both languages write "4.5"). */
const quantity = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The contract (offer) as an A4 PDF: letterhead with logo, addressee, header text, addresses and dates,
 * every offered service with its price as the company writes ranges, the lines, totals with VAT and
 * rounding, catalogue services and answers, the company's PDF components, footer, terms and page numbers.
 */
export function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { contract, company, customer, language } = input;
  const labels: PdfLabels = PDF_LABELS[language];
  const accent = company.pdfAccentColor ?? DEFAULT_ACCENT;
  const currency: Currency = contract.currency;
  const price = contract.price;
  const display = { type: company.pdfRelocationPriceType, language, currency };
  const money = (cents: number) => formatMoney(cents, language, currency);
  const range = (low: number, high: number) => formatPriceRange(low, high, display);
  const date = (iso: string | Date) => formatter(language, company.timeZone, 'date').format(new Date(iso));
  const time = (iso: string) => formatter(language, company.timeZone, 'time').format(new Date(iso));
  const dateTime = (iso: string) => `${date(iso)}, ${labels.time(time(iso))}`;
  /** A calendar day ("2027-03-15"): no time zone moves it. */
  const day = (value: string) => formatter(language, 'UTC', 'date').format(new Date(`${value}T12:00:00Z`));

  const pdf = documentWriter({
    title: `${labels.offer} ${contract.number}`,
    author: company.name,
    language: language === 'de' ? 'de-CH' : 'en',
    accent,
  });
  const { doc, style, text, heading, row, totalRule, richText, space } = pdf;

  // Letterhead: the logo (or the company's name in large type) left, name and website right.
  const top = MARGIN.top;
  let logoDrawn = false;
  if (input.logo) {
    try {
      doc.image(input.logo, MARGIN.left, top, { fit: [170, 60] });
      logoDrawn = true;
    } catch {
      // An image pdfkit cannot read: the company's name stands instead.
    }
  }
  const right = { x: MARGIN.left + 270, width: CONTENT_WIDTH - 270 };
  if (logoDrawn) {
    style('bold', 10, accent);
    text(company.name, right.x, top, { ...right, align: 'right' });
  } else {
    style('bold', 18, accent);
    text(company.name, MARGIN.left, top + 4, { width: 260 });
    doc.y = top;
  }
  if (company.website) {
    style('regular', SMALL_SIZE, accent);
    text(company.website, right.x, doc.y + 1, { ...right, align: 'right' });
  }
  doc.y = Math.max(doc.y, top + 64) + 8;
  pdf.line(MARGIN.left, MARGIN.left + CONTENT_WIDTH, doc.y, 1.2, accent);
  space(18);

  // The addressee left, the document's facts right.
  const blockTop = doc.y;
  const asCompany = customer.customerType === 'COMPANY' && !!customer.companyName;
  const addressee = [
    asCompany ? customer.companyName : [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    [customer.street, customer.streetNumber].filter(Boolean).join(' '),
    [customer.zipCode, customer.city].filter(Boolean).join(' '),
    customer.country !== 'CH' ? customer.country : null,
    customer.email,
    customer.phone,
  ].filter((entry): entry is string => !!entry);
  style('regular', 10);
  text(addressee.join('\n'), MARGIN.left, blockTop, { width: 250, lineGap: 1.5 });
  const addresseeBottom = doc.y;
  let factY = blockTop;
  for (const [name, value] of [
    [labels.offerNumber, String(contract.number)],
    [labels.date, date(input.printedAt)],
    [labels.customerNumber, String(contract.customer.number)],
  ] as const) {
    style('regular', SMALL_SIZE, MUTED_COLOR);
    text(name, MARGIN.left + 300, factY, { width: 90 });
    style('regular', 9);
    text(value, MARGIN.left + 390, factY, { width: CONTENT_WIDTH - 390, align: 'right' });
    factY = doc.y + 2;
  }
  doc.y = Math.max(addresseeBottom, factY) + 22;

  // Title, the move in a line, and the header text with its placeholders filled.
  style('bold', 16, accent);
  text(`${labels.offer} ${contract.number}`, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  const fromCity = contract.moveOut?.city;
  const toCity = contract.moveIn?.city;
  if (fromCity && toCity) {
    style('regular', 10, MUTED_COLOR);
    text(labels.moveFromTo(fromCity, toCity), MARGIN.left, doc.y + 2, { width: CONTENT_WIDTH });
  }
  space(12);
  const placeholders = {
    gender_welcome: genderWelcome(customer, language),
    name: contract.customer.name,
    email: contract.customer.email ?? '',
  };
  const header = company.header ? richTextBlocks(company.header) : [];
  if (header.length > 0) richText(header, placeholders);
  else richText(plainTextBlocks(`${placeholders.gender_welcome},\n\n${labels.intro}`));

  // Both addresses side by side.
  if (contract.moveOut || contract.moveIn) {
    heading(labels.addresses);
    const addressLines = (address: StoredAddress | null): string => {
      const lines = address
        ? [
            [address.street, address.streetNumber].filter(Boolean).join(' '),
            [address.zipCode, address.city].filter(Boolean).join(' '),
            address.country !== 'CH' ? address.country : '',
            address.floor ? `${labels.floor}: ${address.floor}` : '',
            address.elevator === null
              ? ''
              : `${labels.elevator}: ${address.elevator ? labels.yes : labels.no}`,
          ].filter((entry) => entry !== '')
        : [];
      return lines.length > 0 ? lines.join('\n') : '–';
    };
    const columns = [
      [labels.moveOut, addressLines(contract.moveOut)],
      [labels.moveIn, addressLines(contract.moveIn)],
    ] as const;
    const width = (CONTENT_WIDTH - 12) / 2;
    style('regular');
    const height = Math.max(...columns.map(([, lines]) => pdf.heightOf(lines, width))) + 14;
    pdf.ensure(height);
    const y = doc.y;
    columns.forEach(([title, lines], index) => {
      const x = MARGIN.left + index * (width + 12);
      style('bold', SMALL_SIZE, MUTED_COLOR);
      text(title, x, y, { width });
      style('regular');
      text(lines, x, doc.y + 2, { width, lineGap: 1 });
    });
    doc.x = MARGIN.left;
    doc.y = y + height + 2;
  }

  // Dates, in the company's time zone.
  const relocationStart = contract.relocationDetails?.startAt ?? null;
  const cleaningStart = contract.cleaningDetails?.startAt ?? null;
  const cleaningEnd = contract.cleaningDetails?.endAt ?? null;
  if (relocationStart || cleaningStart) {
    heading(labels.dates);
    if (relocationStart) row(labels.relocation, dateTime(relocationStart));
    if (cleaningStart) {
      const until = !cleaningEnd
        ? ''
        : date(cleaningEnd) === date(cleaningStart)
          ? ` – ${labels.time(time(cleaningEnd))}`
          : ` – ${dateTime(cleaningEnd)}`;
      row(labels.cleaning, `${dateTime(cleaningStart)}${until}`);
    }
  }

  // The offered services, each with its price as the company writes ranges.
  const { relocation, trash, cleaning } = price.services;
  const lessDiscount = (discount: { amount: number | null; percent: number | null } | null) => {
    if (discount?.percent != null) return `${labels.lessDiscount} ${quantity(discount.percent)} %`;
    return discount?.amount != null ? `${labels.lessDiscount} ${money(discount.amount)}` : '';
  };
  const byVolume = (volume: number | null | undefined, perM3: number | null | undefined) =>
    volume != null && perM3 != null
      ? `${labels.volume} ${quantity(volume)} m³ ${labels.each} ${money(perM3)} ${labels.perM3}`
      : '';
  if (relocation.offered || trash.offered || cleaning.offered) {
    heading(labels.services);
    if (relocation.offered) {
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
    if (trash.offered) {
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
    if (cleaning.offered) {
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

  // Lines that are always included: special items, packing materials, the contract's items.
  for (const [title, group] of [
    [labels.specialProducts, price.specialProducts],
    [labels.packingMaterials, price.packingMaterials],
  ] as const) {
    if (group.lines.length === 0) continue;
    heading(title);
    for (const line of group.lines) {
      row(`${quantity(line.count)} × ${line.name}`, money(line.amount), {
        details: [`${labels.each} ${money(line.unitPrice)}`],
      });
    }
  }
  const items = contract.items ?? [];
  if (price.items.lines.length > 0) {
    heading(labels.items);
    for (const line of price.items.lines) {
      const item = items[line.index];
      if (!item) continue;
      if (item.type === 'item' || item.type === 'product') {
        row(item.description ?? '', money(line.amount ?? 0), {
          details: [`${quantity(item.quantity)} × ${money(item.unitPrice)}`],
        });
      } else if (item.type === 'text') {
        if (item.text) row(item.text, null, { face: 'italic' });
      } else if (item.type === 'discount') {
        const percent = item.percent != null ? ` ${quantity(item.percent)} %` : '';
        row(`${item.description ?? labels.discount}${percent}`, money(line.amount ?? 0));
      } else {
        totalRule();
        row(item.description ?? labels.subtotalLine, money(line.runningTotal), { face: 'bold' });
      }
    }
  }

  // Totals: net, VAT added or included, the rounding to 5 Rappen, the payable gross.
  heading(labels.totals);
  const rate = quantity(price.vatRate);
  if (price.linesTotal !== 0 && price.servicesHigh !== 0) {
    row(labels.subtotal, range(price.subtotalLow, price.subtotalHigh));
  }
  if (price.includeVat) {
    row(labels.vatIncluded(rate), range(price.vatLow, price.vatHigh));
  } else {
    row(labels.net, range(price.netLow, price.netHigh));
    row(labels.vatAdded(rate), range(price.vatLow, price.vatHigh));
  }
  if (price.roundingLow !== 0 || price.roundingHigh !== 0) {
    row(labels.rounding, range(price.roundingLow, price.roundingHigh));
  }
  totalRule();
  row(labels.gross, range(price.grossLow, price.grossHigh), { face: 'bold' });

  // The company's catalogue services and the answers to its questions, in the document's language.
  const chosen = contract.services.filter((service) => service.value !== false && service.value !== 0);
  if (chosen.length > 0) {
    heading(labels.catalogue);
    for (const service of chosen) {
      const label = labelIn(service.labels, language);
      if (typeof service.value === 'number') row(label, quantity(service.value));
      else row(`✓ ${label}`, null);
    }
  }
  const answered = contract.answers.filter((answer) => answer.value.trim() !== '');
  if (answered.length > 0) {
    heading(labels.answers);
    for (const answer of answered) {
      row(labelIn(answer.labels, language), answerText(answer, language, labels, day));
    }
  }
  if (contract.additionalDetails) {
    heading(labels.additionalDetails);
    richText(plainTextBlocks(contract.additionalDetails));
  }

  // The company's PDF components, in its order.
  if (input.components.length > 0) {
    heading(labels.notes);
    for (const component of input.components) {
      pdf.ensure(40);
      style('bold', 10, accent);
      text(component.title, MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
      space(3);
      richText(richTextBlocks(component.content));
    }
  }

  // The footer text and the terms, kept together when they are short (a greeting alone on a page is odd).
  const footer = company.footer ? richTextBlocks(company.footer) : [];
  const termsHeight = company.hasAgb ? BODY_SIZE * 2 : 0;
  const closing = pdf.richTextHeight(footer) + termsHeight + (footer.length > 0 ? 10 : 0);
  if (closing < 240) pdf.ensure(closing);
  if (footer.length > 0) {
    space(10);
    richText(footer, placeholders);
  }
  if (company.hasAgb) {
    pdf.ensure(termsHeight);
    style('italic', SMALL_SIZE, MUTED_COLOR);
    text(labels.terms, MARGIN.left, doc.y + 4, { width: CONTENT_WIDTH });
  }

  return pdf.finish([company.name, company.website].filter(Boolean).join(' · '), labels.page);
}

/** An answer as a person reads it: the option's label, yes/no, a date as the language writes it. */
function answerText(
  answer: Contract['answers'][number],
  language: Language,
  labels: PdfLabels,
  day: (value: string) => string,
): string {
  switch (answer.type) {
    case 'SELECT':
      return answer.optionLabels ? labelIn(answer.optionLabels, language) : answer.value;
    case 'CHECK':
      return answer.value === 'true' ? labels.yes : labels.no;
    case 'DATE':
      return day(answer.value);
    case 'DATETIME-LOCAL': {
      // Local wall-clock time as entered: no time zone moves it either.
      const [calendarDay = '', clock = ''] = answer.value.split('T');
      return `${day(calendarDay)}, ${labels.time(clock)}`;
    }
    default:
      return answer.value;
  }
}
