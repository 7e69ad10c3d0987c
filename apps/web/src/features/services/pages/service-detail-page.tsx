import { getRouteApi } from '@tanstack/react-router';
import { ServiceRecord } from '../components/service-record.tsx';

const route = getRouteApi('/_company/my-company/services/$id');

export function ServiceDetailPage() {
  const { id } = route.useParams();
  return <ServiceRecord id={id} />;
}
