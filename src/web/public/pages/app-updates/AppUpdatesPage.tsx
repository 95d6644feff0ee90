import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from '@/web/shared/routing';
import type { AppUpdateResponse } from '@schemas/app-update';
import { APP_UPDATE_DATE_FORMAT } from '@/shared/dates';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { useSettings } from '@/web/shared/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { GuideVideo } from '../guides/GuideVideo';
import { appTypeFrom, installedCode, showsHelpVideo } from './app-update-rules';
import { useMessages } from '@/web/shared/i18n';
import { useManilaDate } from '@/web/shared/manila-date';
import { appUpdateMessages } from './messages';

/** {appType}/app-updates?code=: is there a newer release of this app than the one installed? */
export default function AppUpdatesPage() {
  const t = useMessages(appUpdateMessages);
  const manilaDate = useManilaDate();
  const { appType: segment } = useParams();
  const [params] = useSearchParams();
  const appType = appTypeFrom(segment);
  const code = installedCode(params.get('code'));
  const update = useServerData<AppUpdateResponse>('app-updates', {
    query: { app_type: appType, code },
    placeholderData: keepPreviousData,
  });
  const failure = shownError(update);
  const settings = useSettings();
  const release = update.data?.data;

  return (
    <PageLayout maxWidth="sm">
      <PageTitle>{t('TITLE')}</PageTitle>
      {update.isFetching ? (
        <Loading label={t('CHECKING')} />
      ) : failure ? (
        <ErrorNotice message={errorMessage(failure)} onRetry={() => void update.refetch()} />
      ) : !release ? (
        <Paper variant="outlined" sx={{ p: 3, mt: 2, borderRadius: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{update.data?.message}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('NO_UPDATE')}
          </Typography>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, mt: 2, borderRadius: 3 }}
          data-testid="app-update"
        >
          <Chip label={release.app.text} color="secondary" size="small" />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
            {release.title}
          </Typography>
          <Typography color="text.secondary">
            {t('VERSION', { name: release.version_name, code: release.version_code })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('RELEASED', {
              date: manilaDate(release.created_at, APP_UPDATE_DATE_FORMAT, {
                dateStyle: 'long',
                timeStyle: 'short',
              }),
            })}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
            {t('WHATS_NEW')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, mt: 0.5 }}>
            {release.changelog
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .map((line) => (
                <Typography component="li" key={line}>
                  {line}
                </Typography>
              ))}
          </Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<SystemUpdateIcon />}
            href={release.dist_url}
            target="_blank"
            rel="noopener"
            fullWidth
            sx={{ mt: 1 }}
          >
            {t('DOWNLOAD_UPDATE')}
          </Button>
          {showsHelpVideo(appType, release.version_code) && (
            <Box component="section" aria-labelledby="update-help" sx={{ mt: 3 }}>
              <Typography id="update-help" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {t('HOW_TO_SET_UP')}
              </Typography>
              <GuideVideo
                url={settings?.values.driverAppHelpVideo ?? null}
                poster="/guides/partner.svg"
                title={t('SETTING_UP')}
              />
              <Box component="ol" sx={{ pl: 3, mt: 1.5 }}>
                <li>{t('SET_UP_1')}</li>
                <li>{t('SET_UP_2')}</li>
                <li>{t('SET_UP_3')}</li>
              </Box>
            </Box>
          )}
        </Paper>
      )}
    </PageLayout>
  );
}
