import type { Language, PublicOffer } from '@maxer/domain';
import type { ReactNode } from 'react';
import { formatDateTime, formatDay } from './format.ts';
import { type TextKey, text } from './texts.ts';

type Contract = PublicOffer['contract'];
type Address = NonNullable<Contract['moveOut']>;
type Labels = Contract['answers'][number]['labels'];

const label = (labels: Labels, language: Language) => labels[language] || labels.de;

interface Props {
  offer: PublicOffer;
  language: Language;
}

/** The customer, the addresses and the dates of the job. */
export function OfferFacts({ offer, language }: Props) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const { contract } = offer;
  const zone = offer.company.timeZone;
  const relocationAt = contract.relocationDetails?.startAt;
  const cleaning = contract.cleaningDetails;
  const workers = contract.relocationDetails?.workers;
  return (
    <section className="card facts" aria-label={t('customer')}>
      <Fact title={t('customer')}>
        <p>{contract.customer.name}</p>
        {contract.customer.email && <p>{contract.customer.email}</p>}
      </Fact>
      {contract.moveOut && (
        <Fact title={t('moveOut')}>
          <AddressLines address={contract.moveOut} language={language} />
        </Fact>
      )}
      {contract.moveIn && (
        <Fact title={t('moveIn')}>
          <AddressLines address={contract.moveIn} language={language} />
        </Fact>
      )}
      {(relocationAt || cleaning?.startAt) && (
        <Fact title={t('dates')}>
          {relocationAt && (
            <p>
              {t('relocationDate')}: {formatDateTime(relocationAt, language, zone)}
              {workers ? ` · ${t('workers', { count: workers })}` : ''}
            </p>
          )}
          {cleaning?.startAt && (
            <p>
              {t('cleaningDate')}: {formatDateTime(cleaning.startAt, language, zone)}
              {cleaning.endAt ? ` – ${formatDateTime(cleaning.endAt, language, zone)}` : ''}
            </p>
          )}
        </Fact>
      )}
    </section>
  );
}

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="fact">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

function AddressLines({ address, language }: { address: Address; language: Language }) {
  const street = [address.street, address.streetNumber].filter(Boolean).join(' ');
  const city = [address.zipCode, address.city].filter(Boolean).join(' ');
  const floor = [
    address.floor ? text(language, 'floor', { floor: address.floor }) : null,
    address.elevator === true ? text(language, 'elevator') : null,
    address.elevator === false ? text(language, 'noElevator') : null,
  ].filter(Boolean);
  return (
    <>
      {street && <p>{street}</p>}
      <p>{[city, address.country === 'CH' ? null : address.country].filter(Boolean).join(', ')}</p>
      {floor.length > 0 && <p className="muted">{floor.join(' · ')}</p>}
    </>
  );
}

/** The catalogue services on the contract, the questions with their answers, and free notes. */
export function OfferExtras({ offer, language }: Props) {
  const t = (key: TextKey) => text(language, key);
  const { contract } = offer;
  // Each service once: a catalogue service named like a priced one (Umzug, Reinigung …) is already
  // listed, with its price, among the services to choose.
  const priced = new Set(
    (['relocation', 'trash', 'cleaning'] as const)
      .filter((name) => contract.price.services[name].offered)
      .map((name) => text(language, name).toLowerCase()),
  );
  const extras = contract.services.filter(
    (service) =>
      service.value !== false &&
      service.value !== 0 &&
      !priced.has(label(service.labels, language).trim().toLowerCase()),
  );
  const answers = contract.answers.filter((answer) => answer.value !== '');
  const notes = [
    contract.relocationDetails?.extraInfo,
    contract.trashDetails?.extraInfo,
    contract.cleaningDetails?.extraInfo,
    contract.additionalDetails,
  ].filter((note): note is string => Boolean(note));
  return (
    <>
      {extras.length > 0 && (
        <section className="card" aria-labelledby="extras-title">
          <h2 id="extras-title">{t('extras')}</h2>
          <ul className="plain">
            {extras.map((service) => (
              <li key={service.serviceId}>
                {label(service.labels, language)}
                {typeof service.value === 'number' ? `: ${service.value}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {answers.length > 0 && (
        <section className="card" aria-labelledby="questions-title">
          <h2 id="questions-title">{t('questions')}</h2>
          <dl className="answers">
            {answers.map((answer) => (
              <div key={answer.questionId}>
                <dt>{label(answer.labels, language)}</dt>
                <dd>{answerText(answer, language)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {notes.length > 0 && (
        <section className="card" aria-labelledby="notes-title">
          <h2 id="notes-title">{t('notes')}</h2>
          {notes.map((note) => (
            <p className="note" key={note}>
              {note}
            </p>
          ))}
        </section>
      )}
    </>
  );
}

function answerText(answer: Contract['answers'][number], language: Language): string {
  if (answer.optionLabels) return label(answer.optionLabels, language);
  if (answer.type === 'CHECK')
    return text(language, answer.value === 'true' || answer.value === '1' ? 'yes' : 'no');
  if (answer.type === 'DATE' && /^\d{4}-\d{2}-\d{2}$/.test(answer.value))
    return formatDay(answer.value, language);
  // A local date and time as the office entered it: no zone to convert from.
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(answer.value);
  if (answer.type === 'DATETIME-LOCAL' && local) return `${formatDay(local[1]!, language)} ${local[2]}`;
  return answer.value;
}
