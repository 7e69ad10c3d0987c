import { CommentThread } from '../features/comments/index.ts';
import { MediaDetailPage } from '../features/media/pages/media-detail-page.tsx';

/** The media session page with the session's comments (ADR 031: features meet here; ADR 049). */
export function MediaDetailRoutePage() {
  return (
    <MediaDetailPage
      comments={(sessionId) => <CommentThread subject={{ kind: 'media_session', id: sessionId }} />}
    />
  );
}
