import { Box } from '@mantine/core';
import type { MediaSessionSummary } from '@maxer/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useApiFileSrc } from '../../../lib/api-file.ts';
import { mediaFilePath } from '../api.ts';

/** A session's first photo, small, for lists; a placeholder without one. */
export function MediaCover({ session, size = 48 }: { session: MediaSessionSummary; size?: number }) {
  return (
    <Box
      w={size}
      h={size}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {session.coverItemId ? (
        <CoverImage sessionId={session._id} itemId={session.coverItemId} />
      ) : (
        <IconPhoto size={20} stroke={1.4} aria-hidden />
      )}
    </Box>
  );
}

function CoverImage({ sessionId, itemId }: { sessionId: string; itemId: string }) {
  const src = useApiFileSrc(mediaFilePath(sessionId, itemId, 'thumbnail'));
  return (
    <img src={src} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
  );
}
