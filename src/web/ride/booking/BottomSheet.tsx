import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { type ReactNode, useRef } from 'react';
import { bookingViewMessages } from './messages';
import { useMessages } from '@/web/shared/i18n';

const SWIPE_PX = 40;
/** How far the minimised sheet reaches up over the map above it. */
export const SHEET_OVERLAP_PX = 16;

/**
 * The booking page's sheet: minimised under the map or full screen. A swipe on the handle moves it, and the
 * handle is a button so keyboards and screen readers can do the same.
 */
export function BottomSheet({
  full,
  onFullChange,
  minimisedTop,
  children,
}: {
  full: boolean;
  onFullChange(full: boolean): void;
  minimisedTop: string;
  children: ReactNode;
}) {
  const v = useMessages(bookingViewMessages);
  const start = useRef<number | null>(null);
  function end(y: number) {
    if (start.current === null) return;
    const dy = y - start.current;
    start.current = null;
    if (dy < -SWIPE_PX) onFullChange(true);
    else if (dy > SWIPE_PX) onFullChange(false);
  }
  return (
    <Paper
      elevation={8}
      component="section"
      aria-label={v('BOOKING_DETAILS')}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        top: full ? 0 : `calc(${minimisedTop} - ${SHEET_OVERLAP_PX}px)`,
        transition: 'top 250ms ease',
        borderTopLeftRadius: full ? 0 : 16,
        borderTopRightRadius: full ? 0 : 16,
        display: 'flex',
        flexDirection: 'column',
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      <ButtonBase
        onClick={() => onFullChange(!full)}
        onPointerDown={(event) => {
          start.current = event.clientY;
        }}
        onPointerUp={(event) => end(event.clientY)}
        onPointerCancel={() => {
          start.current = null;
        }}
        aria-expanded={full}
        aria-label={full ? v('MINIMISE') : v('FULL_SCREEN')}
        sx={{ width: '100%', py: 1, touchAction: 'none', flexShrink: 0 }}
      >
        <Box sx={{ width: 44, height: 5, borderRadius: 3, bgcolor: 'grey.400' }} />
      </ButtonBase>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 'calc(16px + env(safe-area-inset-bottom))' }}>
        {children}
      </Box>
    </Paper>
  );
}
