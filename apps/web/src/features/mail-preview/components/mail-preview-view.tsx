import { Paper, Stack, Text } from '@mantine/core';
import type { MailPreview } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';

/** A rendered e-mail: its subject and its text, built as React elements (no HTML reaches the DOM). */
export function MailPreviewView({ preview }: { preview: MailPreview }) {
  const { t } = useTranslation('mail-preview');
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-gray-0)" aria-label={t('result')} role="region">
      <Stack gap="sm">
        <Text size="sm">
          <Text span c="dimmed">
            {t('subject')}:{' '}
          </Text>
          <Text span fw={600} data-testid="preview-subject">
            {preview.subject}
          </Text>
        </Text>
        <div data-testid="preview-body">
          <RichTextView value={preview.html} />
        </div>
      </Stack>
    </Paper>
  );
}
