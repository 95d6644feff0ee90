import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. When the person moves between steps focus lands here, so a screen reader announces the
 * new step and the next Tab reaches its first field.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography ref={ref} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 'none', mb: 2 }}>
      {children}
    </Typography>
  );
}
