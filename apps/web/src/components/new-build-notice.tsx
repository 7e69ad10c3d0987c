import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST } from '@maxer/domain';

export interface NewBuildWords {
  title: string;
  text: string;
  reload: string;
}

/**
 * A newer Maxer is deployed: a notice that stays until it is used or closed, with a reload button.
 * Not a reload by itself: the person may be in the middle of a form.
 */
export function offerNewBuild(words: NewBuildWords, reload: () => void = () => window.location.reload()) {
  notifications.show({
    id: 'new-build',
    title: words.title,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{words.text}</Text>
        <Button size="xs" onClick={reload}>
          {words.reload}
        </Button>
      </Group>
    ),
    autoClose: false,
    withCloseButton: true,
    position: TOAST.position,
    withBorder: true,
  });
}
