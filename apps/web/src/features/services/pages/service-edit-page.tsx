import { getRouteApi } from '@tanstack/react-router';
import { ServiceRecord } from '../components/service-record.tsx';

const route = getRouteApi('/_company/my-company/services/edit/$id');

/**
 * The edit address of a service, which cannot be edited (spec §5): the detail, with a note that it is
 * deleted and created anew instead, rather than a form that would pretend (docs/decisions/008).
 */
export function ServiceEditPage() {
  const { id } = route.useParams();
  return <ServiceRecord id={id} editRequested />;
}
