import { Paper, Stack, Table, Text } from '@mantine/core';
import type { SystemEmail } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useSystemEmailDefaultsQuery } from '../api.ts';

/**
 * Which automatic e-mails go out with the built-in text because the company has not worded them.
 * `own` is the company's texts on the page shown (a company has at most one per type and language,
 * so a first page of 25 holds them all).
 */
export function DefaultsInUse({ own, canWrite }: { own: SystemEmail[]; canWrite: boolean }) {
  const { t } = useTranslation('system-emails');
  const defaults = useSystemEmailDefaultsQuery();
  const missing = (defaults.data ?? []).filter(
    (text) => !own.some((email) => email.type === text.type && email.language === text.language),
  );
  if (missing.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('defaults.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('defaults.text')}
        </Text>
        <Table aria-label={t('defaults.title')}>
          <Table.Tbody>
            {missing.map((text) => (
              <Table.Tr key={`${text.type}-${text.language}`}>
                <Table.Td>{t(`types.${text.type}`)}</Table.Td>
                <Table.Td>{t(`languages.${text.language}`)}</Table.Td>
                <Table.Td>{text.title}</Table.Td>
                <Table.Td>
                  {canWrite && (
                    <AnchorLink to="/system-emails/new" search={{ type: text.type, language: text.language }}>
                      {t('defaults.customise')}
                    </AnchorLink>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
