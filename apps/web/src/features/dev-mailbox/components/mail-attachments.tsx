import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiFileAnchor } from '../../../components/api-file-button.tsx';
import type { MailboxMessage } from '../api.ts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** The files the message carried (an invoice PDF), each opening as sent in a new tab. */
export function MailAttachments({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation('mailbox');
  if (message.attachments.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('fields.attachments')}
        </Text>
        {message.attachments.map((file) => (
          <Group key={file._id} gap="xs">
            <ApiFileAnchor
              path={`/api/dev-mailbox/${message._id}/attachments/${file._id}`}
              mode="open"
              size="sm"
            >
              {file.filename}
            </ApiFileAnchor>
            <Text size="xs" c="dimmed">
              {file.contentType}, {kilobytes(file.size)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
