import { useTranslation } from 'react-i18next';

/**
 * The message's HTML in a sandbox: no scripts, no access to this origin; its links open a new tab
 * (the base target) because the sandbox allows only pop-ups.
 */
export function MailHtmlFrame({ html }: { html: string }) {
  const { t } = useTranslation('mailbox');
  return (
    <iframe
      title={t('htmlTitle')}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={`<base target="_blank">${html}`}
      style={{
        width: '100%',
        minHeight: 480,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
      }}
    />
  );
}
