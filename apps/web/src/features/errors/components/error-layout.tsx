import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';

interface ErrorLayoutProps {
  status: number;
  title: string;
  message: string;
  action: ReactNode;
}

/** The shared frame of the 404 and 500 views: status, title, message, one way onwards. */
export function ErrorLayout({ status, title, message, action }: ErrorLayoutProps) {
  usePageTitle(title);
  return (
    <Center mih="70vh" p="xl" component="main">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Text fz={64} fw={700} c="dimmed" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
