import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stars out of five, read out as "4.5 of 5"; a dash without any. */
export function Stars({ value }: { value: number | null }) {
  const { t, i18n } = useTranslation('reviews');
  if (value === null)
    return (
      <Text span c="dimmed">
        –
      </Text>
    );
  const shown = value.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'de-CH', {
    maximumFractionDigits: 1,
  });
  const full = Math.round(value);
  return (
    <Text span style={{ whiteSpace: 'nowrap' }} aria-label={t('rating', { value: shown })} role="img">
      <Text span c="yellow.7" aria-hidden="true">
        {'★'.repeat(full)}
      </Text>
      <Text span c="gray.4" aria-hidden="true">
        {'★'.repeat(5 - full)}
      </Text>{' '}
      <Text span size="sm" aria-hidden="true">
        {shown}
      </Text>
    </Text>
  );
}
