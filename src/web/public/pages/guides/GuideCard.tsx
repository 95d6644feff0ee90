import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/web/shared/routing';
import type { GuideSummary } from '@schemas/guide';
import { guidePath } from './guide-content';
import { useMessages } from '@/web/shared/i18n';
import { CATEGORY_KEYS, guideMessages } from './messages';

export function GuideCard({ guide, compact = false }: { guide: GuideSummary; compact?: boolean }) {
  const t = useMessages(guideMessages);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={guidePath(guide)}
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', height: '100%' }}
      >
        <Box
          component="img"
          src={guide.thumbnail || '/guides/booking.svg'}
          alt=""
          sx={{ width: compact ? 88 : 112, objectFit: 'cover', flexShrink: 0, bgcolor: '#cfe0da' }}
        />
        <Box sx={{ p: 1.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 0.5, mb: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" label={categoryLabel(guide.category, t)} />
            {guide.has_video && (
              <Chip size="small" variant="outlined" icon={<PlayCircleOutlinedIcon />} label={t('VIDEO')} />
            )}
          </Box>
          <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {guide.title}
          </Typography>
          {!compact && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {guide.description}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** A guide's category in the reader's language; categories staff add later stay as written. */
export function categoryLabel(
  category: string,
  t: (key: (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS]) => string,
) {
  return category in CATEGORY_KEYS ? t(CATEGORY_KEYS[category as keyof typeof CATEGORY_KEYS]) : category;
}
