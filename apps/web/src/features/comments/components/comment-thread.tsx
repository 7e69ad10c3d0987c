import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  COMMENT_MAX_LENGTH,
  type Comment,
  type CommentSubject,
  type CommentVisibility,
  commentInputSchema,
  PLATFORM_TIME_ZONE,
} from '@maxer/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  useAddCommentMutation,
  useChangeCommentMutation,
  useCommentThreadQuery,
  useDeleteCommentMutation,
} from '../api.ts';

/**
 * The comments of a subject (a job, a media session): the thread, oldest first, and a composer under
 * it. Each comment is internal (the office only) or public (the customer sees it on the offer page or
 * the shared media page); the choice is a labelled switch, internal by default, so nothing reaches a customer by
 * omission. One's own comments can be edited; one's own (an owner: any) deleted after a question.
 */
export function CommentThread({ subject }: { subject: CommentSubject }) {
  const { t } = useTranslation('comments');
  const headingId = useId();
  const thread = useCommentThreadQuery(subject);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const remove = useDeleteCommentMutation(subject);
  const items = thread.data?.items;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="md">
        {t('title')}
      </Title>
      <Stack gap="md">
        {thread.isError ? (
          <Alert color="red">{t('loadFailed')}</Alert>
        ) : !items ? (
          <Loader size="sm" aria-label={t('common:loading')} />
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('empty')}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
            {items.map((comment) => (
              <CommentItem
                key={comment._id}
                comment={comment}
                subject={subject}
                onDelete={() => setDeleting(comment)}
              />
            ))}
          </Stack>
        )}
        {thread.data && thread.data.total > thread.data.items.length && (
          <Text size="sm" c="dimmed">
            {t('truncated', { count: thread.data.items.length, total: thread.data.total })}
          </Text>
        )}
        <CommentComposer subject={subject} />
      </Stack>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              toast('success', t('delete.done'));
            },
          })
        }
      >
        {deleting &&
          t(deleting.visibility === 'public' ? PUBLIC_TEXTS[subject.kind].deleted : 'delete.text', {
            author: deleting.author.name,
          })}
      </ConfirmDeleteModal>
    </Paper>
  );
}

function useTimeZone() {
  return useSession((state) => state.currentCompany?.timeZone) ?? PLATFORM_TIME_ZONE;
}

function VisibilityBadge({ visibility }: { visibility: CommentVisibility }) {
  const { t } = useTranslation('comments');
  return (
    <Badge variant="light" color={visibility === 'public' ? 'orange' : 'gray'} size="sm">
      {t(`visibility.${visibility}`)}
    </Badge>
  );
}

function CommentItem({
  comment,
  subject,
  onDelete,
}: {
  comment: Comment;
  subject: CommentSubject;
  onDelete: () => void;
}) {
  const { t } = useTranslation('comments');
  const language = currentLanguage();
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState(false);
  const written = formatDateTime(comment.createdAt, language, timeZone);

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      aria-label={t('item', { author: comment.author.name, at: written })}
    >
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {comment.author.name}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={comment.createdAt}>
            {written}
          </Text>
          {comment.editedAt && (
            <Text size="xs" c="dimmed" title={formatDateTime(comment.editedAt, language, timeZone)}>
              {t('edited')}
            </Text>
          )}
        </Group>
        <VisibilityBadge visibility={comment.visibility} />
      </Group>
      {editing ? (
        <CommentEditor comment={comment} subject={subject} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</Text>
          {(comment.mayEdit || comment.mayDelete) && (
            <Group gap="xs" mt="xs">
              {comment.mayEdit && (
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
                  {t('common:actions.edit')}
                </Button>
              )}
              {comment.mayDelete && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
                  {t('common:actions.delete')}
                </Button>
              )}
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}

/** Where the customer sees a public comment of each kind of subject, as the hints say it. */
const PUBLIC_TEXTS = {
  contract: { hint: 'visibility.publicHint', deleted: 'delete.textPublic' },
  media_session: { hint: 'visibility.publicHintMedia', deleted: 'delete.textPublicMedia' },
} as const satisfies Record<CommentSubject['kind'], { hint: string; deleted: string }>;

/** Internal or public, as two labelled options (a radio group: arrow keys choose). */
function VisibilitySwitch({
  subject,
  value,
  onChange,
}: {
  subject: CommentSubject;
  value: CommentVisibility;
  onChange: (value: CommentVisibility) => void;
}) {
  const { t } = useTranslation('comments');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('visibility.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as CommentVisibility)}
        color={value === 'public' ? 'orange' : undefined}
        data={[
          { value: 'internal', label: t('visibility.internal') },
          { value: 'public', label: t('visibility.public') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="xs" c={value === 'public' ? 'orange.9' : 'dimmed'}>
        {t(value === 'public' ? PUBLIC_TEXTS[subject.kind].hint : 'visibility.internalHint')}
      </Text>
    </Stack>
  );
}

/** What the server refused beyond the fields (the job is gone, not one's own) shows as a message. */
function serverError(failure: unknown, fields: FormErrors): FormErrors {
  if (Object.keys(fields).length === 0) toastApiError(failure);
  return fields;
}

/** Ctrl+Enter (⌘+Enter) sends, as in mail and chat programs; Enter alone makes a new line. */
function sendOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

function CommentComposer({ subject }: { subject: CommentSubject }) {
  const { t } = useTranslation('comments');
  const add = useAddCommentMutation(subject);
  const composer = useSchemaForm({
    schema: commentInputSchema,
    initialValues: { body: '', visibility: 'internal' as CommentVisibility },
    pending: add.isPending,
    onSubmit: async (data) => {
      await add.mutateAsync(data);
      // Written: the next one starts empty and internal again (public is chosen each time).
      composer.form.setValues({ body: '', visibility: 'internal' });
    },
    onServerError: serverError,
  });
  const visibility = composer.form.values.visibility;

  return (
    <form ref={composer.formRef} onSubmit={composer.submit} noValidate aria-label={t('composer.title')}>
      <Stack gap="sm">
        <Textarea
          {...composer.field('body')}
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          description={t('composer.hint', { max: COMMENT_MAX_LENGTH })}
          // A fixed height the person can drag (autosize measures fonts, which jsdom tests lack).
          rows={3}
          resize="vertical"
          onKeyDown={sendOnModEnter}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <VisibilitySwitch
            subject={subject}
            value={visibility}
            onChange={(next) => composer.form.setFieldValue('visibility', next)}
          />
          <Button type="submit" loading={add.isPending}>
            {t(visibility === 'public' ? 'composer.submitPublic' : 'composer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentEditor({
  comment,
  subject,
  onDone,
}: {
  comment: Comment;
  subject: CommentSubject;
  onDone: () => void;
}) {
  const { t } = useTranslation('comments');
  const change = useChangeCommentMutation(subject);
  const editor = useSchemaForm({
    schema: commentInputSchema,
    initialValues: { body: comment.body, visibility: comment.visibility },
    pending: change.isPending,
    onSubmit: async (data) => {
      await change.mutateAsync({ id: comment._id, body: data });
      toast('success', t('editDone'));
      onDone();
    },
    onServerError: serverError,
  });

  return (
    <form
      ref={editor.formRef}
      onSubmit={editor.submit}
      noValidate
      aria-label={t('editTitle')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <Stack gap="sm">
        <Textarea
          {...editor.field('body')}
          label={t('editLabel')}
          rows={3}
          resize="vertical"
          data-autofocus
          autoFocus
          onKeyDown={sendOnModEnter}
        />
        <VisibilitySwitch
          subject={subject}
          value={editor.form.values.visibility}
          onChange={(next) => editor.form.setFieldValue('visibility', next)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
