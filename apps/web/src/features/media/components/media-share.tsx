import {
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LANGUAGES,
  type Language,
  MEDIA_SHARE_DEFAULT_DAYS,
  MEDIA_SHARE_MAX_DAYS,
  type MediaSession,
  type MediaShare,
} from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useRevokeShareMutation, useShareMutation } from '../api.ts';

/**
 * Sharing a session with the customer: a link (shown once: only its hash is kept) to a page where they
 * see the photos and add their own; a new link replaces the old one, and sharing can be stopped.
 */
export function MediaShareSection({ session, timeZone }: { session: MediaSession; timeZone: string }) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  const share = useShareMutation(session._id);
  const revoke = useRevokeShareMutation(session._id);
  const [days, setDays] = useState<number>(MEDIA_SHARE_DEFAULT_DAYS);
  const [linkLanguage, setLinkLanguage] = useState<Language>(language);
  const [link, setLink] = useState<MediaShare | null>(null);

  const create = async () => setLink(await share.mutateAsync({ days, language: linkLanguage }));

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="media-share">
      <Stack gap="sm">
        <Title order={2} size="h4" id="media-share">
          {t('share.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('share.intro')}
        </Text>
        {session.share ? (
          <Text size="sm" data-testid="media-share-state">
            {t('share.active', { date: formatDateTime(session.share.expiresAt, language, timeZone) })}
          </Text>
        ) : (
          <Text size="sm" data-testid="media-share-state">
            {t('share.none')}
          </Text>
        )}
        {link && (
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('share.link')}
              description={t('share.linkOnce')}
              value={link.url}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="media-share-link"
            />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('share.days')}
            min={1}
            max={MEDIA_SHARE_MAX_DAYS}
            allowDecimal={false}
            value={days}
            onChange={(value) => setDays(typeof value === 'number' ? value : MEDIA_SHARE_DEFAULT_DAYS)}
            w={120}
          />
          <Select
            label={t('share.language')}
            data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            value={linkLanguage}
            allowDeselect={false}
            onChange={(value) => value && setLinkLanguage(value as Language)}
            w={140}
          />
          <Button onClick={() => void create()} loading={share.isPending}>
            {session.share ? t('share.renew') : t('share.create')}
          </Button>
          {session.share && (
            <Button
              variant="light"
              color="red"
              loading={revoke.isPending}
              onClick={() => void revoke.mutateAsync().then(() => setLink(null))}
            >
              {t('share.revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
