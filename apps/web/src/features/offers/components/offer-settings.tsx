import { Paper, Skeleton, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-can.ts';
import { useOfferSettingsQuery } from '../api.ts';

// The form machinery (@mantine/form, the schema) loads for owners only, who alone see the section.
const OfferSettingsForm = lazy(() => import('./offer-settings-form.tsx'));

/** The owner's offer settings (ADR 057): the reminder before an offer expires, resending, signature. */
export function OfferSettingsSection() {
  const { t } = useTranslation('followUps');
  const owner = useCan('company:update');
  const settings = useOfferSettingsQuery(owner);
  if (!owner) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="offer-settings">
      <Title order={2} size="h5" id="offer-settings" mb="sm">
        {t('settings.title')}
      </Title>
      {settings.data ? (
        <Suspense fallback={<Skeleton height={200} aria-busy />}>
          <OfferSettingsForm saved={settings.data} />
        </Suspense>
      ) : (
        <Skeleton height={200} aria-busy />
      )}
    </Paper>
  );
}
