import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** While the company's catalogue loads: grey bars; when it cannot, the error. */
export function EditorLoading({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
        {error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy aria-label={t('loading')}>
      <Skeleton height={48} />
      <Skeleton height={240} />
      <Skeleton height={240} />
    </Stack>
  );
}
