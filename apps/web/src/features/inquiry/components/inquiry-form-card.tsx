import {
  Button,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Language } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useChangeInquirySettingsMutation, useInquirySettingsQuery } from '../api.ts';
import { inquiryFormUrl, inquirySnippet } from '../inquiry-links.ts';

function CopyField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation('inquiry');
  const field = multiline ? (
    <Textarea
      label={label}
      value={value}
      readOnly
      autosize
      minRows={3}
      style={{ flex: 1 }}
      onFocus={(e) => e.currentTarget.select()}
    />
  ) : (
    <TextInput
      label={label}
      value={value}
      readOnly
      style={{ flex: 1 }}
      onFocus={(e) => e.currentTarget.select()}
    />
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {field}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} aria-label={`${t('copy')}: ${label}`}>
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The company's web inquiry form on /my-company (ADR 056): whether it answers (owners switch it), its
 * public link in either language and the tag that embeds it in the company's own website.
 */
export function InquiryFormCard({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('inquiry');
  const settings = useInquirySettingsQuery();
  const change = useChangeInquirySettingsMutation();
  const canChange = useCan('inquiry-form:update');
  const [language, setLanguage] = useState<Language>('de');
  const enabled = settings.data?.enabled ?? false;
  const url = inquiryFormUrl(window.location.origin, companyId, language);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="inquiry-form-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="inquiry-form-title">
          {t('title')}
        </Title>
        <Text size="sm">{t('explain')}</Text>
        <Switch
          label={t('enabled')}
          checked={enabled}
          disabled={!canChange || settings.isPending || change.isPending}
          onChange={(event) =>
            change.mutate(
              { enabled: event.currentTarget.checked },
              { onSuccess: (saved) => toast('success', saved.enabled ? t('switchedOn') : t('switchedOff')) },
            )
          }
        />
        {!enabled && settings.data && (
          <Text size="sm" c="gray.7">
            {t('offHint')}
          </Text>
        )}
        {enabled && (
          <>
            <SegmentedControl
              aria-label={t('language')}
              value={language}
              onChange={(value) => setLanguage(value as Language)}
              data={[
                { value: 'de', label: t('german') },
                { value: 'en', label: t('english') },
              ]}
              w="fit-content"
            />
            <CopyField label={t('link')} value={url} />
            <CopyField
              label={t('snippet')}
              value={inquirySnippet(url, t('frameTitle', { company: companyName }))}
              multiline
            />
            <Text size="xs" c="gray.7">
              {t('snippetHint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
