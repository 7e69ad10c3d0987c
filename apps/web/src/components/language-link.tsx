import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguageSwitch } from '../lib/use-language-switch.ts';

/** "English" on German pages, "Deutsch" on English ones: the same page in the other language. */
export function LanguageLink() {
  const { t } = useTranslation();
  const { target, href, onClick } = useLanguageSwitch();
  return (
    <Anchor href={href} onClick={onClick} lang={target} hrefLang={target} size="sm">
      {t(`language.${target}`)}
    </Anchor>
  );
}
