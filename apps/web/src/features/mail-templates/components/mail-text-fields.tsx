import { Stack, TextInput } from '@mantine/core';
import { MAIL_PLACEHOLDERS } from '@maxer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';

interface MailTextFieldsProps {
  title: string;
  body: string;
  onTitle: (title: string) => void;
  onBody: (body: string) => void;
  errors: { title?: ReactNode; body?: ReactNode };
  /** The body's field name as the API names it (`body` for templates, `content` for system e-mails). */
  bodyName?: string;
  /** What the body's hint says about its placeholders, when the mail-template wording does not fit. */
  bodyHint?: string;
}

export const placeholderList = MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');

/** Subject and rich-text body of an e-mail, with the placeholders it may use. */
export function MailTextFields({
  title,
  body,
  onTitle,
  onBody,
  errors,
  bodyName = 'body',
  bodyHint,
}: MailTextFieldsProps) {
  const { t } = useTranslation('mail-templates');
  return (
    <Stack gap="md">
      <TextInput
        label={t('fields.title')}
        description={t('fields.titleHint')}
        name="title"
        required
        autoComplete="off"
        value={title}
        onChange={(event) => onTitle(event.currentTarget.value)}
        error={errors.title}
      />
      <RichTextEditor
        label={t('fields.body')}
        name={bodyName}
        required
        minHeight={200}
        value={body}
        onChange={onBody}
        placeholders={MAIL_PLACEHOLDERS}
        description={
          bodyHint ??
          t('fields.bodyHint', {
            placeholders: placeholderList,
            offer_link: '{{offer_link}}',
            total: '{{total}}',
            paid_amount: '{{paid_amount}}',
            open_amount: '{{open_amount}}',
          })
        }
        error={errors.body}
      />
    </Stack>
  );
}
