import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { SessionDetail } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '../../../components/details-list.tsx';
import { countryName } from '../../../lib/countries.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { deviceTypeLabel } from '../session-labels.ts';

interface SessionDetailsProps {
  session: SessionDetail;
  timeZone: string | undefined;
}

/** Every field of an active session (spec §3), then every address it was used from. */
export function SessionDetails({ session, timeZone }: SessionDetailsProps) {
  const { t } = useTranslation('sessions');
  const language = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  const country = (code: string | null) => (code ? countryName(code, language) : null);

  return (
    <Stack gap="lg">
      <DetailsList
        rows={[
          [t('fields.source'), session.sources.map((source) => t(`sources.${source}`)).join(', ')],
          [t('fields.deviceType'), deviceTypeLabel(session, t)],
          [t('fields.os'), session.os],
          [t('fields.osPlatform'), session.osPlatform],
          [t('fields.browser'), session.browser],
          [t('fields.browserFamily'), session.browserFamily],
          [t('fields.browserVersion'), session.browserVersion],
          [t('fields.signInIp'), session.ip],
          [t('fields.lastUsedIp'), session.lastUsedIp],
          [t('fields.country'), country(session.country)],
          [t('fields.organisation'), session.organisation],
          [t('fields.createdAt'), when(session.createdAt)],
          [t('fields.lastUsed'), when(session.lastUsedAt)],
          [t('fields.expiresAt'), when(session.expiresAt)],
        ]}
      />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('addresses.title')}
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={t('addresses.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('addresses.ip')}</Table.Th>
                <Table.Th>{t('addresses.source')}</Table.Th>
                <Table.Th>{t('addresses.country')}</Table.Th>
                <Table.Th>{t('addresses.organisation')}</Table.Th>
                <Table.Th>{t('addresses.firstSeen')}</Table.Th>
                <Table.Th>{t('addresses.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {session.addresses.map((address) => (
                <Table.Tr key={`${address.ip} ${address.source}`}>
                  <Table.Td ff="monospace" fz="sm">
                    {address.ip}
                  </Table.Td>
                  <Table.Td>{t(`sources.${address.source}`)}</Table.Td>
                  <Table.Td>{country(address.country) ?? '–'}</Table.Td>
                  <Table.Td>{address.organisation ?? '–'}</Table.Td>
                  <Table.Td>{when(address.firstSeenAt)}</Table.Td>
                  <Table.Td>{when(address.lastSeenAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* The organisation data's licence (CC BY 4.0) asks for this credit where it is shown. */}
        <Text size="xs" c="dimmed" mt="sm">
          {t('addresses.credit')}{' '}
          <Anchor href="https://db-ip.com" target="_blank" rel="noopener noreferrer" size="xs">
            IP Geolocation by DB-IP
          </Anchor>
        </Text>
      </Paper>
    </Stack>
  );
}
