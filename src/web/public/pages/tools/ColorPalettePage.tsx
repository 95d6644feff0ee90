import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { BRAND_COLORS, COPY_CONFIRMATION_MS } from '@config/constants';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { copyText } from '../common/copy-text';
import { useMessages } from '@/web/shared/i18n';
import { toolMessages } from './messages';

const NAMES = {
  '#4c6c33': 'FOREST_GREEN',
  '#7cae41': 'LEAF_GREEN',
  '#163042': 'DEEP_NAVY',
  '#246478': 'SEA_TEAL',
  '#cfe0da': 'MIST',
} as const satisfies Record<(typeof BRAND_COLORS)[number], string>;

/** Dark text on light swatches, white on dark ones. */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#163042' : '#ffffff';
}

/** /docs/color-palette: the brand colours; a click copies the hex code. */
export default function ColorPalettePage() {
  const t = useMessages(toolMessages);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <PageLayout>
      <PageTitle subtitle={t('PALETTE_SUBTITLE')}>{t('PALETTE_TITLE')}</PageTitle>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, 1fr)' },
        }}
      >
        {BRAND_COLORS.map((hex) => {
          const done = copied === hex;
          return (
            <li key={hex}>
              <ButtonBase
                onClick={async () => {
                  if (await copyText(hex)) setCopied(hex);
                }}
                aria-label={t('COPY_COLOR', { name: t(NAMES[hex]), hex })}
                sx={{
                  width: '100%',
                  height: { xs: 88, sm: 180 },
                  borderRadius: 3,
                  bgcolor: hex,
                  color: textOn(hex),
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  alignItems: 'flex-start',
                  p: 1.5,
                  border: '1px solid rgba(0,0,0,.08)',
                  '&:focus-visible': { outline: '3px solid #163042', outlineOffset: 2 },
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{t(NAMES[hex])}</Typography>
                <Typography sx={{ fontFamily: 'monospace', fontSize: 16 }}>{hex}</Typography>
              </ButtonBase>
              <Typography
                role="status"
                variant="body2"
                sx={{
                  minHeight: 24,
                  mt: 0.5,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: 'success.dark',
                }}
              >
                {done && (
                  <>
                    <CheckIcon fontSize="small" /> {t('COPIED_HEX', { hex })}
                  </>
                )}
              </Typography>
            </li>
          );
        })}
      </Box>
    </PageLayout>
  );
}
