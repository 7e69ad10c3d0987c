import { Badge, Table, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';

/** The endpoint's state in one badge: off, failing, or working. */
export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  if (!endpoint.active)
    return (
      <Badge variant="light" color="gray">
        {t('state.inactive')}
      </Badge>
    );
  return endpoint.state === 'failing' ? (
    <Badge variant="light" color="red">
      {t('state.failing')}
    </Badge>
  ) : (
    <Badge variant="light" color="green">
      {t('state.ok')}
    </Badge>
  );
}

export function WebhookEndpointsTable({ endpoints }: { endpoints: WebhookEndpoint[] | undefined }) {
  const { t } = useTranslation('webhooks');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={!endpoints}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.url')}</Table.Th>
            <Table.Th>{t('fields.description')}</Table.Th>
            <Table.Th>{t('fields.events')}</Table.Th>
            <Table.Th>{t('fields.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        {endpoints ? (
          <Table.Tbody>
            {endpoints.map((endpoint) => (
              <Table.Tr key={endpoint._id}>
                <Table.Td>
                  <AnchorLink to="/my-company/webhooks/$id" params={{ id: endpoint._id }} fw={500}>
                    {endpoint.url}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{endpoint.description}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t('eventCount', { count: endpoint.events.length })}</Text>
                </Table.Td>
                <Table.Td>
                  <EndpointStateBadge endpoint={endpoint} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={4} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
