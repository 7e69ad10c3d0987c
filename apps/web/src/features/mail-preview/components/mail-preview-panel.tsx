import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorMessage, type Language, type MailPreview, unknownMailPlaceholder } from '@maxer/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { ContractPicker } from './contract-picker.tsx';
import { MailPreviewView } from './mail-preview-view.tsx';

/** What the person chose for a preview: a job (none: example values) and the e-mail's language. */
export interface MailPreviewChoice {
  contractId?: string;
  language: Language;
}

interface MailPreviewPanelProps {
  /** The subject and text being edited; an unknown placeholder is named before the server is asked. */
  texts: readonly string[];
  /** Asks the server for the e-mail, filled as it would be sent. */
  request: (choice: MailPreviewChoice) => Promise<MailPreview>;
  /** The e-mail's own language (a system e-mail's); without it, the person picks one. */
  language?: Language;
  /** Without a job, the server fills in example values; otherwise a job must be chosen. */
  jobOptional?: boolean;
}

/** The first field message of a refusal, else its message (a lost connection, a missing job). */
function problemOf(error: Error) {
  const fields = error instanceof ApiError ? Object.values(error.fields).map((field) => field.message) : [];
  return fields[0] ?? error.message;
}

/**
 * Preview of the text being edited, filled with one of the company's jobs (or example values), as the
 * customer would receive it. Links in it are the server's samples, never a real offer's address.
 */
export function MailPreviewPanel({ texts, request, language, jobOptional = false }: MailPreviewPanelProps) {
  const { t, i18n } = useTranslation('mail-preview');
  const [contractId, setContractId] = useState<string | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'de');
  const [shown, setShown] = useState<{ preview: MailPreview; of: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const render = useMutation({ mutationFn: request, meta: { silent: true } });
  const choice: MailPreviewChoice = {
    contractId: contractId ?? undefined,
    language: language ?? chosenLanguage,
  };
  // What the shown preview was made of: once the text or a choice changes, it no longer shows them.
  const current = JSON.stringify([texts, choice]);

  const show = () => {
    setProblem(null);
    if (!contractId && !jobOptional) {
      setProblem(t('pickContract'));
      return;
    }
    const unknown = unknownMailPlaceholder(...texts);
    if (unknown) {
      setProblem(
        errorMessage('error_placeholder_unknown', i18n.language === 'en' ? 'en' : 'de', { name: unknown }),
      );
      return;
    }
    render.mutate(choice, {
      onSuccess: (preview) => setShown({ preview, of: current }),
      onError: (error) => {
        setShown(null);
        setProblem(problemOf(error));
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('title')}</Text>
      <Text size="sm" c="dimmed">
        {t(jobOptional ? 'introExample' : 'intro')}
      </Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ContractPicker
          value={contractId}
          onChange={setContractId}
          description={jobOptional && !contractId ? t('exampleValues') : undefined}
        />
        {!language && (
          <SegmentedControl
            aria-label={t('language')}
            value={chosenLanguage}
            onChange={(value) => setChosenLanguage(value === 'en' ? 'en' : 'de')}
            data={[
              { value: 'de', label: t('languages.de') },
              { value: 'en', label: t('languages.en') },
            ]}
          />
        )}
        <Button variant="light" onClick={show} loading={render.isPending}>
          {t('show')}
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {shown && shown.of !== current && (
        <Text size="sm" c="dimmed" role="status">
          {t('stale')}
        </Text>
      )}
      {shown && (
        <div aria-busy={render.isPending} style={{ opacity: render.isPending ? 0.6 : 1 }}>
          <MailPreviewView preview={shown.preview} />
        </div>
      )}
    </Stack>
  );
}
