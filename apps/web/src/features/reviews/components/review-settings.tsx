import { Paper, Skeleton, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-can.ts';
import { useReviewSettingsQuery } from '../api.ts';

// The form machinery (@mantine/form, the schema) loads for owners only, who alone see the section.
const ReviewSettingsForm = lazy(() => import('./review-settings-form.tsx'));

/**
 * The owner's review settings (ADR 047, ADR 050): the one reminder of an unanswered request, the
 * automatic request after a job, and the public review page happy customers are invited to.
 */
export function ReviewSettingsSection() {
  const { t } = useTranslation('reviews');
  const owner = useCan('company:update');
  const settings = useReviewSettingsQuery(owner);
  if (!owner) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="review-settings">
      <Title order={2} size="h5" id="review-settings" mb="sm">
        {t('settings.title')}
      </Title>
      {settings.data ? (
        <Suspense fallback={<Skeleton height={260} aria-busy />}>
          <ReviewSettingsForm saved={settings.data} />
        </Suspense>
      ) : (
        <Skeleton height={260} aria-busy />
      )}
    </Paper>
  );
}
