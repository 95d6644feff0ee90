import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@/web/shared/routing';
import type { GuideDetail } from '@schemas/guide';
import { AppLink } from '@/web/shared/AppLink';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { ApiError, errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { ComingSoonDialog } from './ComingSoonDialog';
import { GuideBody } from './GuideBody';
import { GuideCard } from './GuideCard';
import { GuideVideo } from './GuideVideo';
import { guidePath } from './guide-content';
import { useMessages } from '@/web/shared/i18n';
import { guideMessages } from './messages';
import { categoryLabel } from './GuideCard';

/** One tutorial: video, steps and other guides. Serves /user-guide/tutorial/{slug} and …/partner/{slug}. */
export default function GuideDetailPage() {
  const t = useMessages(guideMessages);
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const guide = useServerData<GuideDetail>(`guides/${encodeURIComponent(slug)}`, {
    placeholderData: keepPreviousData,
  });
  const failure = shownError(guide);
  const found = guide.data?.data;

  // A guide opened under the wrong branch (partner or not) moves to its own address.
  useEffect(() => {
    if (found && guidePath(found) !== location.pathname.replace(/\/$/, '')) {
      navigate(guidePath(found), { replace: true });
    }
  }, [found, location.pathname, navigate]);

  return (
    <PageLayout>
      <Breadcrumbs aria-label={t('BREADCRUMB')} sx={{ mb: 1 }}>
        <AppLink to="/user-guide" underline="hover" color="inherit">
          {t('USER_GUIDE')}
        </AppLink>
        {found && <Typography color="text.primary">{categoryLabel(found.category, t)}</Typography>}
      </Breadcrumbs>
      {failure instanceof ApiError && failure.status === 404 ? (
        <ComingSoonDialog />
      ) : failure ? (
        <ErrorNotice message={errorMessage(failure)} onRetry={() => void guide.refetch()} />
      ) : !found ? (
        <Loading label={t('LOADING_GUIDE')} />
      ) : (
        <>
          <PageTitle subtitle={found.description}>{found.title}</PageTitle>
          {found.is_partner && (
            <Chip label={t('FOR_PARTNERS')} color="secondary" size="small" sx={{ mb: 2 }} />
          )}
          <GuideVideo url={found.video_url} poster={found.thumbnail} title={found.title} />
          <Box sx={{ mt: 3 }}>
            <GuideBody body={found.body} />
          </Box>
          {guide.data && guide.data.other_guides.length > 0 && (
            <Box component="section" aria-labelledby="other-guides" sx={{ mt: 4 }}>
              <Typography id="other-guides" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('OTHER_GUIDES')}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { sm: '1fr 1fr' },
                }}
              >
                {guide.data.other_guides.map((other) => (
                  <li key={other.id}>
                    <GuideCard guide={other} compact />
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </>
      )}
    </PageLayout>
  );
}
