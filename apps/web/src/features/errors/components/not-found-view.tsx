import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './error-layout.tsx';

interface NotFoundViewProps {
  /** The path that was asked for, as the address bar shows it. */
  path: string;
  /** A failed validity check is fatal ('Page Not Found'); a path no route matches is not ('Page not found'). */
  variant?: 'unmatched' | 'invalid';
  /** Where "home" is for this person, as a browser path. */
  homeHref: string;
}

export function NotFoundView({ path, variant = 'unmatched', homeHref }: NotFoundViewProps) {
  const { t } = useTranslation('errors');
  return (
    <ErrorLayout
      status={404}
      title={t('notFound.title')}
      message={t(variant === 'invalid' ? 'notFound.invalid' : 'notFound.unmatched', { path })}
      action={
        <Button component="a" href={homeHref} variant="light">
          {t('common:actions.goHome')}
        </Button>
      }
    />
  );
}
