import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink, useLocation } from '@/web/shared/routing';
import type { JobDetail, JobList } from '@schemas/job';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { ApiError, errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { useSettings } from '@/web/shared/settings';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { hiringBranch } from './hiring-branch';
import { useEnglishText, useMessages } from '@/web/shared/i18n';
import { publicCommonMessages } from '../common/messages';
import { jobContentMessages, jobMessages } from './messages';

/**
 * Steps may name the Facebook page or the Messenger group (Filipino steps keep those words); those steps become
 * links. The step as the server gives it decides, the reader sees it in their language: the opening's own
 * Filipino, else the standard English step translated here.
 */
function StepText({
  text,
  shown,
  facebook,
  messenger,
}: {
  text: string;
  shown: string;
  facebook: string;
  messenger: string;
}) {
  const link = /Facebook page/.test(text) ? facebook : /Messenger group/.test(text) ? messenger : '';
  if (!link) return <>{shown}</>;
  return (
    <Link href={link} target="_blank" rel="noopener">
      {shown}
    </Link>
  );
}

/** Hiring page of one branch (/hiring, /jobs, /opportunities/{branch}, …): banner, steps, requirements. */
export default function HiringPage() {
  const t = useMessages(jobMessages);
  const content = useEnglishText(jobContentMessages);
  const common = useMessages(publicCommonMessages);
  const { pathname } = useLocation();
  const slug = hiringBranch(pathname);
  const job = useServerData<JobDetail>(`jobs/${encodeURIComponent(slug)}`, {
    placeholderData: keepPreviousData,
  });
  const all = useServerData<JobList>('jobs', { placeholderData: keepPreviousData });
  const failure = shownError(job);
  const settings = useSettings();
  const driverApp = settings?.values.driverAppDownloadLink || settings?.androidDownloadLink || '';
  const base = pathname.startsWith('/hiring') ? '/hiring' : '/opportunities';
  const found = job.data?.data;

  return (
    <PageLayout>
      {job.isFetching ? (
        <Loading />
      ) : (failure instanceof ApiError && failure.status === 404) || (found && !found.is_open) ? (
        <>
          <PageTitle>{t('JOB_OPPORTUNITIES')}</PageTitle>
          <Typography sx={{ my: 2 }}>{t('NO_OPENINGS')}</Typography>
        </>
      ) : failure || !found ? (
        <ErrorNotice
          message={failure ? errorMessage(failure) : common('UNEXPECTED_ERROR')}
          onRetry={() => void job.refetch()}
        />
      ) : (
        <>
          <Box
            component="img"
            src={found.banner}
            alt={t('BANNER_ALT', { branch: found.branch_name })}
            sx={{
              width: '100%',
              aspectRatio: '3 / 1',
              objectFit: 'cover',
              borderRadius: 3,
              mb: 2,
              bgcolor: '#163042',
            }}
          />
          <PageTitle subtitle={content(found.summary)}>{content(found.title)}</PageTitle>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}
            aria-label={t('VEHICLES_WANTED')}
          >
            {found.vehicle_types.map((type) => (
              <Chip key={type} label={t('VEHICLE_DRIVERS', { type: content(type) })} color="success" />
            ))}
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, mt: 2 }}>
            <Paper
              variant="outlined"
              sx={{ p: 2, borderRadius: 3 }}
              component="section"
              aria-labelledby="how-to-apply"
            >
              <Typography id="how-to-apply" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('HOW_TO_APPLY')}
              </Typography>
              <Box component="ol" sx={{ pl: 3, mb: 0, '& li': { mb: 1 } }}>
                {found.how_to_apply.map((step) => (
                  <Typography component="li" key={step}>
                    <StepText
                      text={step}
                      shown={content(step)}
                      facebook={found.facebook_url}
                      messenger={found.messenger_group_url}
                    />
                  </Typography>
                ))}
              </Box>
            </Paper>
            <Paper
              variant="outlined"
              sx={{ p: 2, borderRadius: 3 }}
              component="section"
              aria-labelledby="requirements"
            >
              <Typography id="requirements" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('REQUIREMENTS')}
              </Typography>
              <List dense disablePadding>
                {found.requirements.map((requirement) => (
                  <ListItem key={requirement} disableGutters>
                    <ListItemIcon sx={{ minWidth: 34 }}>
                      <CheckCircleIcon color="success" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={content(requirement)} />
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
            <Button
              variant="contained"
              size="large"
              href={driverApp}
              target="_blank"
              rel="noopener"
              disabled={!driverApp}
            >
              {t('DOWNLOAD_DRIVER_APP')}
            </Button>
            <Button variant="outlined" size="large" href="/drivers/sign-up">
              {t('SIGN_UP_DRIVER')}
            </Button>
          </Stack>
        </>
      )}
      {all.data && all.data.data.length > 0 && (
        <Box component="nav" aria-labelledby="other-branches" sx={{ mt: 4 }}>
          <Typography id="other-branches" variant="subtitle2" component="h2" color="text.secondary">
            {t('OTHER_TOWNS')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {all.data.data.map((other) => (
              <Chip
                key={other.slug}
                component={RouterLink}
                to={`${base}/${other.slug}`}
                clickable
                label={other.branch_name}
                color={other.slug === slug ? 'primary' : 'default'}
                aria-current={other.slug === slug ? 'page' : undefined}
              />
            ))}
          </Stack>
        </Box>
      )}
    </PageLayout>
  );
}
