import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import type { Language, MailPreview } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { MailPreviewView } from '../../mail-preview/index.ts';
import { useMailPreviewMutation, useMailTemplatesQuery } from '../api.ts';

interface OfferTemplatePickerProps {
  contractId: string;
  language: Language;
  validUntil: string;
  value: string | null;
  onChange: (templateId: string | null) => void;
}

/**
 * The mail template of an offer e-mail (none: the built-in text) and its preview with this job, in
 * the offer's language and with its last day. The templates are few: the first hundred by title.
 */
export function OfferTemplatePicker({
  contractId,
  language,
  validUntil,
  value,
  onChange,
}: OfferTemplatePickerProps) {
  const { t } = useTranslation('mail-templates');
  const templates = useMailTemplatesQuery({ pageSize: 100, sort: 'title' });
  const render = useMailPreviewMutation();
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = templates.data?.items.find((template) => template._id === value);

  const choose = (id: string | null) => {
    onChange(id);
    setPreview(null);
    setProblem(null);
  };

  const show = () => {
    if (!chosen) return;
    setProblem(null);
    render.mutate(
      { contractId, language, validUntil: validUntil || undefined, title: chosen.title, body: chosen.body },
      {
        onSuccess: setPreview,
        onError: (error) => {
          setPreview(null);
          const fields = error instanceof ApiError ? Object.values(error.fields).map((f) => f.message) : [];
          setProblem(fields[0] ?? error.message);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label={t('offer.template')}
          placeholder={t('offer.builtIn')}
          description={chosen ? undefined : t('offer.builtInHint')}
          searchable
          clearable
          nothingFoundMessage={t('offer.noTemplates')}
          data={(templates.data?.items ?? []).map((template) => ({
            value: template._id,
            label: template.title,
          }))}
          value={value}
          onChange={choose}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={show} disabled={!chosen} loading={render.isPending}>
          {t('mail-preview:show')}
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
