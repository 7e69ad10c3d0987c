import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right: "new", "edit", "delete". */
  actions?: ReactNode;
  /** A way back above the title (to the list). */
  back?: ReactNode;
}

/** The top of every page: where one is, what it is for, what one can do here. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {back}
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={1}>{title}</Title>
          {description && (
            <Text c="dimmed" mt="xs">
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
    </Stack>
  );
}
