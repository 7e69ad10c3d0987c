import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorMessage, type Language, type MailPreview, unknownMailPlaceholder } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useMailPreviewMutation } from '../api.ts';
import { ContractPicker } from './contract-picker.tsx';
import { MailPreviewView } from './mail-preview-view.tsx';

interface MailPreviewPanelProps {
  title: string;
  body: string;
}

/** Preview of the text being edited, filled with a real job of the company, in either language. */
export function MailPreviewPanel({ title, body }: MailPreviewPanelProps) {
  const { t } = useTranslation('mail-templates');
  const [contractId, setContractId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const render = useMailPreviewMutation();

  const show = () => {
    setProblem(null);
    if (!contractId) {
      setProblem(t('preview.pickContract'));
      return;
    }
    const unknown = unknownMailPlaceholder(title, body);
    if (unknown) {
      setProblem(errorMessage('error_placeholder_unknown', currentLanguage(), { name: unknown }));
      return;
    }
    render.mutate(
      { contractId, language, title, body },
      {
        onSuccess: setPreview,
        onError: (error) => {
          setPreview(null);
          const fieldMessages =
            error instanceof ApiError ? Object.values(error.fields).map((f) => f.message) : [];
          setProblem(fieldMessages[0] ?? error.message);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('preview.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('preview.intro')}
      </Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ContractPicker value={contractId} onChange={setContractId} />
        <SegmentedControl
          aria-label={t('preview.language')}
          value={language}
          onChange={(value) => setLanguage(value === 'en' ? 'en' : 'de')}
          data={[
            { value: 'de', label: t('preview.languages.de') },
            { value: 'en', label: t('preview.languages.en') },
          ]}
        />
        <Button variant="light" onClick={show} loading={render.isPending}>
          {t('preview.show')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {preview && <MailPreviewView preview={preview} />}
    </Stack>
  );
}
