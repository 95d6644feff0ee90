import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { GENERIC_MESSAGES } from '../../../../shared/messages';
import { loadSettings } from '../../../shared/settings';
import { externalFormTarget } from './external-forms';

/** /coe, /certificate-of-employment, /update-vehicle, /vehicle, /raffle: straight on to the external form. */
export default function ExternalRedirectPage() {
  const { pathname } = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    document.title = GENERIC_MESSAGES.REDIRECTING;
    let live = true;
    loadSettings()
      .then((settings) => {
        if (!live) return;
        const target = externalFormTarget(pathname, settings.values);
        if (target) window.location.replace(target);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pathname]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      {failed ? (
        <div>
          <Typography component="h1" variant="h6">
            This form is not available right now.
          </Typography>
          <Link href="/contact-us">Contact us</Link>
        </div>
      ) : (
        <div role="status">
          <CircularProgress size={32} />
          <Typography component="h1" variant="h6" sx={{ mt: 2 }}>
            {GENERIC_MESSAGES.REDIRECTING}
          </Typography>
        </div>
      )}
    </Box>
  );
}
