import { getRouteApi } from '@tanstack/react-router';
import { QuestionRecord } from '../components/question-record.tsx';

const route = getRouteApi('/_company/my-company/contract-questions/$id');

export function QuestionDetailPage() {
  const { id } = route.useParams();
  return <QuestionRecord id={id} />;
}
