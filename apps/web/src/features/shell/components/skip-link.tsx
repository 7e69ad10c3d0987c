import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of the page's main region, which the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to content": the first Tab on every page passes header and navigation in one step. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      className={classes.skip}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The router must not treat the hash as a navigation: move the focus, keep the address.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
