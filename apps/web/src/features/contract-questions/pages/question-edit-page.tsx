import { getRouteApi } from '@tanstack/react-router';
import { QuestionRecord } from '../components/question-record.tsx';

const route = getRouteApi('/_company/my-company/contract-questions/edit/$id');

/**
 * The edit address of a question, which cannot be edited (spec §5): the detail, with a note that it is
 * deleted and created anew instead, rather than a form that would pretend (docs/decisions/008).
 */
export function QuestionEditPage() {
  const { id } = route.useParams();
  return <QuestionRecord id={id} editRequested />;
}
