import { DataList, Paper, Stack, Text, Title } from '@mantine/core';
import type { PdfComponent } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';

/** The content as documents print it, and when it was created and changed. */
export function PdfComponentDetails({ component }: { component: PdfComponent }) {
  const { t } = useTranslation('pdf-components');
  const timeZone = useSession((state) => state.currentCompany?.timeZone);
  const language = currentLanguage();
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('fields.content')}
        </Title>
        {component.content ? (
          <RichTextView value={component.content} />
        ) : (
          <Text c="dimmed">{t('noContent')}</Text>
        )}
      </Paper>
      <Paper withBorder p="lg">
        <DataList labelWidth={180}>
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.createdAt')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(component.createdAt, language, timeZone)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('fields.updatedAt')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(component.updatedAt, language, timeZone)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Paper>
    </Stack>
  );
}
