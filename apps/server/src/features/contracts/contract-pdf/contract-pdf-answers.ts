import { type Contract, type Language, labelIn, plainTextBlocks } from '@maxer/domain';
import type { ContractPdfContext } from './contract-pdf-context.ts';
import type { ContractPdfLabels } from './contract-pdf-labels.ts';

/** The company's catalogue services and the answers to its questions, in the document's language. */
export function drawAnswers({
  input: { contract, language },
  labels,
  pdf,
  format,
}: ContractPdfContext): void {
  const { day, quantity } = format;
  const { heading, row, richText } = pdf;
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
}

/** An answer as a person reads it: the option's label, yes/no, a date as the language writes it. */
function answerText(
  answer: Contract['answers'][number],
  language: Language,
  labels: ContractPdfLabels,
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
