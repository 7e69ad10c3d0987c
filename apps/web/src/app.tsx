import { createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST } from '@maxer/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { OfflineBanner } from './components/offline-banner.tsx';
import type { AppRouter } from './routes/router.ts';
import { theme } from './theme.ts';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
}

export function App({ router, queryClient, i18n }: AppProps) {
  // A toast's close button is named in the page language (screen readers; axe: button-name).
  const closeLabel = i18n.t('common:actions.close');
  const themed = useMemo(
    () =>
      mergeThemeOverrides(
        theme,
        createTheme({
          components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
        }),
      ),
    [closeLabel],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={themed} defaultColorScheme="light">
        <Notifications position={TOAST.position} autoClose={TOAST.timeoutMs} />
        <OfflineBanner />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
