import '@mantine/dropzone/styles.css';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  type ErrorCode,
  errorMessage,
  MEDIA_ACCEPT,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_CODES,
  mediaKindOf,
  mediaMaxMegabytes,
} from '@maxer/domain';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { formatBytes, type UploadEntry, useUploadQueue } from '../../../lib/upload-queue.ts';
import { mediaKeys, uploadMediaFile } from '../api.ts';

/** A file over its kind's limit is refused before it is sent, with the server's own words. */
function precheck(file: File): string | null {
  const kind = mediaKindOf(file.type);
  if (!kind || file.size <= MEDIA_MAX_BYTES[kind]) return null;
  return errorMessage(MEDIA_TOO_LARGE_CODES[kind] as ErrorCode, currentLanguage(), {
    max: mediaMaxMegabytes(kind),
  });
}

/**
 * Adding files to a session (spec §7: uploads report progress): many at once, by drag and drop or the
 * file dialog (the drop area is a button: Enter or Space opens the dialog), three at a time, each
 * with its progress bar and the server's reason when it is refused, a retry for a failed one, and
 * the progress of all of them together.
 */
export function MediaUploader({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('media');
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const openRef = useRef<() => void>(null);
  const queue = useUploadQueue({
    upload: (file, onProgress, signal) => uploadMediaFile(sessionId, file, onProgress, signal),
    precheck,
    failureText: () => t('upload.failedNetwork'),
    onUploaded: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.detail(sessionId) }),
  });
  const { overall } = queue;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="media-upload">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="media-upload">
          {t('upload.title')}
        </Title>
        <Button size="xs" variant="light" onClick={() => openRef.current?.()}>
          {t('upload.choose')}
        </Button>
      </Group>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => queue.add(files)}
        // Whatever the browser guesses of a file's type, the server decides by its content: refused
        // files are listed with the server's reason, not silently dropped.
        onReject={(rejections) => queue.add(rejections.map((rejection) => rejection.file))}
        accept={MEDIA_ACCEPT.split(',')}
        multiple
        aria-label={t('upload.dropLabel')}
        data-testid="media-dropzone"
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <IconCloudUpload size={36} stroke={1.4} aria-hidden />
          <div>
            <Text size="md" fw={500}>
              {t('upload.drop')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('upload.limits', {
                image: mediaMaxMegabytes('image'),
                document: mediaMaxMegabytes('document'),
                video: mediaMaxMegabytes('video'),
              })}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {overall.count > 0 && (
        <Stack gap="xs" mt="md">
          <Group justify="space-between">
            <Text size="sm" fw={500} id="media-upload-overall" aria-live="polite">
              {t('upload.overall', { done: overall.done, count: overall.count })}
              {overall.failed > 0 ? ` · ${t('upload.failedCount', { count: overall.failed })}` : ''}
            </Text>
            {!queue.busy && (
              <Button size="compact-xs" variant="subtle" onClick={queue.clear}>
                {t('upload.clear')}
              </Button>
            )}
          </Group>
          <Progress
            value={overall.percent}
            aria-labelledby="media-upload-overall"
            data-testid="media-upload-overall"
            animated={queue.busy}
          />
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('upload.files')}
          >
            {queue.entries.map((entry) => (
              <UploadRow
                key={entry.id}
                entry={entry}
                language={language}
                onRetry={() => queue.retry(entry.id)}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

function UploadRow({
  entry,
  language,
  onRetry,
}: {
  entry: UploadEntry;
  language: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('media');
  const locale = language === 'en' ? 'en-GB' : 'de-CH';
  const percent = entry.total > 0 ? Math.round((Math.min(entry.loaded, entry.total) / entry.total) * 100) : 0;
  const labelId = `media-upload-${entry.id}`;
  return (
    <li data-testid="media-upload-row" data-state={entry.state}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate id={labelId} style={{ minWidth: 0 }}>
          {entry.file.name} · {formatBytes(entry.total, locale)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c={entry.state === 'failed' ? 'red.8' : 'dimmed'}>
            {t(`upload.states.${entry.state}`, { percent })}
          </Text>
          {entry.state === 'failed' && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={onRetry}
              aria-label={t('upload.retryFile', { name: entry.file.name })}
            >
              {t('upload.retry')}
            </Button>
          )}
        </Group>
      </Group>
      <Progress
        size="sm"
        value={entry.state === 'done' ? 100 : percent}
        color={entry.state === 'failed' ? 'red' : entry.state === 'done' ? 'teal' : undefined}
        aria-labelledby={labelId}
      />
      {entry.error && (
        <Text size="xs" c="red.8" role="alert">
          {entry.error}
        </Text>
      )}
    </li>
  );
}
