import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Says plainly that these e-mails never left the server. */
export function MailboxNotice() {
  const { t } = useTranslation('mailbox');
  return (
    <Alert color="orange" variant="light" title={t('notice')}>
      {t('noticeText')}
    </Alert>
  );
}
