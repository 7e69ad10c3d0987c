import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './error-layout.tsx';

export function ServerErrorView() {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout
      status={500}
      title={t('serverError.title')}
      message={t('serverError.text')}
      action={
        <Button variant="light" onClick={() => window.location.reload()}>
          {t('common:actions.reload')}
        </Button>
      }
    />
  );
}
