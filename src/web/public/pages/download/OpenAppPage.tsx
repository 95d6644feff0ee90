import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { useSettings } from '@/web/shared/settings';
import { PageTitle } from '../common/PageTitle';
import { StoreButtons } from './StoreButtons';
import { useMessages } from '@/web/shared/i18n';
import { downloadMessages } from './messages';

/** How long the phone gets to switch to the app before the store links are offered. */
const APP_SWITCH_WAIT_MS = 1_500;

/** /open-app: opens the installed app through its link; if the page is still in front, offers the stores. */
export default function OpenAppPage() {
  const t = useMessages(downloadMessages);
  const settings = useSettings();
  const deepLink = settings?.values['app.deepLink'] ?? '';
  const [offerStores, setOfferStores] = useState(false);

  useEffect(() => {
    if (!settings) return;
    if (!deepLink) {
      setOfferStores(true);
      return;
    }
    window.location.href = deepLink;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') setOfferStores(true);
    }, APP_SWITCH_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [settings, deepLink]);

  return (
    <PageLayout maxWidth="sm">
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <PageTitle>{t('OPEN_TITLE')}</PageTitle>
        {!offerStores ? (
          <Loading label={t('OPENING')} />
        ) : (
          <>
            <Typography sx={{ my: 2 }}>{t('NO_APP_YET')}</Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <StoreButtons />
            </Box>
            {deepLink && (
              <Button href={deepLink} sx={{ mt: 3 }}>
                {t('OPEN_IT')}
              </Button>
            )}
          </>
        )}
      </Box>
    </PageLayout>
  );
}
