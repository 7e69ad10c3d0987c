import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MEDIA_CAPTION_MAX, type MediaItem } from '@maxer/domain';
import { IconFileTypePdf, IconMovie, IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { useApiFileLink, useApiFileSrc } from '../../../lib/api-file.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { formatBytes } from '../../../lib/upload-queue.ts';
import { mediaFilePath, useCaptionMutation, useDeleteMediaItemMutation } from '../api.ts';

/** The session's files as a grid of thumbnails (an icon for videos and documents). */
export function MediaItems({
  sessionId,
  items,
  timeZone,
}: {
  sessionId: string;
  items: MediaItem[];
  timeZone: string;
}) {
  const { t } = useTranslation('media');
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('items.none')}
      </Text>
    );
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <li key={item._id}>
          <MediaItemCard sessionId={sessionId} item={item} timeZone={timeZone} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function Thumbnail({ sessionId, item }: { sessionId: string; item: MediaItem }) {
  const { t } = useTranslation('media');
  const src = useApiFileSrc(mediaFilePath(sessionId, item._id, 'thumbnail'));
  if (item.kind !== 'image')
    return (
      <Center bg="gray.1" h="100%" aria-hidden>
        {item.kind === 'video' ? (
          <IconMovie size={40} stroke={1.3} />
        ) : (
          <IconFileTypePdf size={40} stroke={1.3} />
        )}
      </Center>
    );
  return (
    <img
      src={src}
      alt={item.caption ?? item.name ?? t('items.photo')}
      loading="lazy"
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      data-testid="media-thumbnail"
    />
  );
}

function MediaItemCard({
  sessionId,
  item,
  timeZone,
}: {
  sessionId: string;
  item: MediaItem;
  timeZone: string;
}) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const caption = useCaptionMutation(sessionId);
  const remove = useDeleteMediaItemMutation(sessionId);
  const original = useApiFileLink(mediaFilePath(sessionId, item._id, 'file'), 'open');
  const label = item.caption ?? item.name ?? t(`itemKinds.${item.kind}`);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('caption') ?? '');
    await caption.mutateAsync({ itemId: item._id, caption: value.trim() || null });
    setEditing(false);
  };

  return (
    <Card withBorder padding="xs" data-testid="media-item" aria-label={label}>
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <a
            href={original.href}
            onClick={original.onClick}
            target="_blank"
            rel="noopener"
            style={{ display: 'block' }}
            aria-label={t('items.openOriginal', { name: label })}
          >
            <Thumbnail sessionId={sessionId} item={item} />
          </a>
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="xs">
        {editing ? (
          <form onSubmit={(event) => void save(event)} aria-label={t('items.captionEdit')}>
            <TextInput
              name="caption"
              size="xs"
              label={t('items.caption')}
              defaultValue={item.caption ?? ''}
              maxLength={MEDIA_CAPTION_MAX}
              data-autofocus
              autoFocus
              error={caption.error ? caption.error.message : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false);
              }}
            />
            <Group gap={4} mt={4} justify="flex-end">
              <Button size="compact-xs" variant="default" onClick={() => setEditing(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button size="compact-xs" type="submit" loading={caption.isPending}>
                {t('common:actions.save')}
              </Button>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
            <Text
              size="sm"
              fw={item.caption ? 500 : 400}
              c={item.caption ? undefined : 'dimmed'}
              lineClamp={2}
              data-testid="media-caption"
            >
              {item.caption ?? t('items.noCaption')}
            </Text>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={() => setEditing(true)}
                aria-label={t('items.captionEditFor', { name: label })}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={() => setDeleting(true)}
                aria-label={t('items.deleteFor', { name: label })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        )}
        <Group gap={4}>
          {item.fromCustomer && (
            <Badge size="xs" variant="light" color="grape">
              {t('items.fromCustomer')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatBytes(item.size, language === 'en' ? 'en-GB' : 'de-CH')} ·{' '}
            {formatDateTime(item.createdAt, language, timeZone)}
          </Text>
        </Group>
        <Anchor size="xs" {...original} target="_blank" rel="noopener">
          {t('items.original')}
        </Anchor>
      </Stack>
      <ConfirmDeleteModal
        opened={deleting}
        title={t('items.deleteTitle')}
        pending={remove.isPending}
        onConfirm={() =>
          void remove.mutateAsync(item._id).then(
            () => setDeleting(false),
            () => {},
          )
        }
        onClose={() => setDeleting(false)}
      >
        {t('items.deleteText', { name: label })}
      </ConfirmDeleteModal>
    </Card>
  );
}
