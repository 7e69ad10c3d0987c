import { MantineProvider } from '@mantine/core';
import type { Language } from '@maxer/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n.ts';
import { theme } from '../theme.ts';

/** Render with the providers every screen has: theme, catalogues of one language, a fresh query cache. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'de' }: { language?: Language } = {},
): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The error body of architecture.md convention 2. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, { code: string; message: string }>,
) {
  return { error: { code, message, ...(fields ? { fields } : {}) }, requestId: 'test-request' };
}
