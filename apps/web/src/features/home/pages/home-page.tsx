import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DashboardFigures } from '../components/dashboard-figures.tsx';
import { DayOverview } from '../components/day-overview.tsx';

/** The company's dashboard ("Übersicht"): the offer figures, the company and the way to its sessions. */
export function HomePage() {
  const { t } = useTranslation('home');
  const user = useSession((state) => state.userInfo);
  const company = useSession((state) => state.currentCompany);
  usePageTitle(t('title'));
  const writesContracts = useCan('contract:write');
  const writesCustomers = useCan('customer:write');
  if (!user) return null;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text size="lg" mt="xs">
            {t('welcome', { name: user.firstName })}
          </Text>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Group gap="sm" role="group" aria-label={t('quick.label')}>
          {writesContracts && (
            <ButtonLink to="/contracts/new" leftSection={<IconPlus size={16} />}>
              {t('quick.newContract')}
            </ButtonLink>
          )}
          {writesCustomers && (
            <ButtonLink to="/customers/new" variant="default" leftSection={<IconUserPlus size={16} />}>
              {t('quick.newCustomer')}
            </ButtonLink>
          )}
        </Group>
      </Group>
      <DashboardFigures />
      <DayOverview />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {t('company')}
          </Text>
          <Text fw={600}>{company?.name}</Text>
          <Text size="sm" c="dimmed" mt="sm">
            {t('role')}
          </Text>
          <Text fw={600}>{t(`roles.${user.role}`)}</Text>
        </Card>
        <Card withBorder padding="lg">
          <Text fw={600}>{t('sessionsCard.title')}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('sessionsCard.text')}
          </Text>
          <Anchor component={Link} to="/active-sessions" mt="sm" size="sm">
            {t('sessionsCard.link')}
          </Anchor>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
