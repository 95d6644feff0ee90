import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { videoSource } from './guide-content';
import { useMessages } from '@/web/shared/i18n';
import { guideMessages } from './messages';

/** The guide's video at 16:9; the thumbnail with a note when there is none yet or it cannot play. */
export function GuideVideo({ url, poster, title }: { url: string | null; poster?: string; title: string }) {
  const t = useMessages(guideMessages);
  const source = videoSource(url);
  const [failed, setFailed] = useState(false);
  const frame = {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    borderRadius: 3,
    overflow: 'hidden',
    bgcolor: '#163042',
  } as const;
  if (!source || failed) {
    return (
      <Box sx={frame}>
        {poster && (
          <Box
            component="img"
            src={poster}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        <Typography
          sx={{
            position: 'absolute',
            bottom: 0,
            left: 0,
            right: 0,
            p: 1,
            bgcolor: 'rgba(22,48,66,.8)',
            color: '#fff',
          }}
          variant="body2"
        >
          {failed ? t('VIDEO_FAILED') : t('VIDEO_SOON')}
        </Typography>
      </Box>
    );
  }
  if (source.kind === 'file') {
    return (
      <Box sx={frame}>
        <Box
          component="video"
          controls
          preload="metadata"
          playsInline
          poster={poster || undefined}
          src={source.src}
          onError={() => setFailed(true)}
          aria-label={t('VIDEO_LABEL', { title })}
          sx={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="iframe"
        src={source.src}
        title={t('VIDEO_LABEL', { title })}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sx={{ border: 0, width: '100%', height: '100%' }}
      />
    </Box>
  );
}
