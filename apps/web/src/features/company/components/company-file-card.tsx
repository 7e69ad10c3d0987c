import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFileAnchor } from '../../../components/api-file-button.tsx';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { useApiFileSrc } from '../../../lib/api-file.ts';
import { toast } from '../../../lib/toast.ts';
import {
  type CompanyFile,
  companyFileUrl,
  useDeleteCompanyFileMutation,
  useUploadCompanyFileMutation,
} from '../api.ts';

interface CompanyFileCardProps {
  file: CompanyFile;
  company: Company;
  /** Only an owner changes the company's files. */
  canChange: boolean;
}

/** What the file picker offers; the server decides by the content anyway. */
const ACCEPT: Record<CompanyFile, string> = {
  logo: 'image/png,image/jpeg,image/svg+xml',
  agb: 'application/pdf',
};

/** The logo or the terms (AGB): what is there now, upload a new one (shown at once), remove it. */
export function CompanyFileCard({ file, company, canChange }: CompanyFileCardProps) {
  const { t } = useTranslation('company');
  const upload = useUploadCompanyFileMutation(file);
  const remove = useDeleteCompanyFileMutation(file);
  const [confirming, setConfirming] = useState(false);
  const present = file === 'logo' ? company.hasLogo : company.hasAgb;

  const send = (chosen: File | null) => {
    if (!chosen) return;
    upload.mutate(chosen, { onSuccess: () => toast('success', t(`files.${file}.uploaded`)) });
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(`files.${file}.title`)}
        </Title>
        {present ? (
          file === 'logo' ? (
            <CompanyLogo company={company} />
          ) : (
            <AgbLink company={company} />
          )
        ) : (
          <Text c="dimmed" size="sm">
            {t(`files.${file}.none`)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(`files.${file}.hint`)}
        </Text>
        {canChange && (
          <Group gap="sm">
            <FileButton onChange={send} accept={ACCEPT[file]}>
              {(props) => (
                <Button {...props} variant="light" loading={upload.isPending}>
                  {present ? t('files.replace') : t('files.upload')}
                </Button>
              )}
            </FileButton>
            {present && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('files.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDeleteModal
        opened={confirming}
        title={t(`files.${file}.removeTitle`)}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast('success', t(`files.${file}.removed`));
              setConfirming(false);
            },
          })
        }
        onClose={() => setConfirming(false)}
      >
        {t(`files.${file}.removeText`)}
      </ConfirmDeleteModal>
    </Paper>
  );
}

/** The logo as uploaded (fetched for the company while an admin acts for it: decision 038). */
function CompanyLogo({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  const src = useApiFileSrc(companyFileUrl('logo', company));
  return (
    <Image
      src={src}
      alt={t('files.logo.alt', { name: company.name })}
      h={80}
      w="auto"
      fit="contain"
      style={{ alignSelf: 'flex-start' }}
    />
  );
}

/** The terms (AGB) in a new tab. */
function AgbLink({ company }: { company: Company }) {
  const { t } = useTranslation('company');
  return (
    <ApiFileAnchor path={companyFileUrl('agb', company)} mode="open">
      {t('files.agb.open')}
    </ApiFileAnchor>
  );
}
