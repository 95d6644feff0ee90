import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppLink } from '@/web/shared/AppLink';
import { PageLayout } from '@/web/shared/PageLayout';
import { PageTitle } from '../common/PageTitle';
import { useMessages } from '@/web/shared/i18n';
import { guideMessages } from './messages';

/** The frame of the two guides written into the site (Huawei install, wallet top-up). */
export function FixedGuide({
  title,
  intro,
  steps,
  note,
  actions,
  picture,
}: {
  title: string;
  intro: string;
  steps: ReactNode[];
  note?: ReactNode;
  actions?: ReactNode;
  picture: string;
}) {
  const t = useMessages(guideMessages);
  return (
    <PageLayout>
      <Breadcrumbs aria-label={t('BREADCRUMB')} sx={{ mb: 1 }}>
        <AppLink to="/user-guide" underline="hover" color="inherit">
          {t('USER_GUIDE')}
        </AppLink>
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <PageTitle subtitle={intro}>{title}</PageTitle>
      <Box
        component="img"
        src={picture}
        alt=""
        sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 3, my: 2, bgcolor: '#cfe0da' }}
      />
      <Box component="ol" sx={{ pl: 3, '& li': { mb: 1.25 } }}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed text
          <Typography key={index} component="li">
            {step}
          </Typography>
        ))}
      </Box>
      {note && (
        <Alert severity="info" sx={{ my: 2 }}>
          {note}
        </Alert>
      )}
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>{actions}</Box>}
    </PageLayout>
  );
}
