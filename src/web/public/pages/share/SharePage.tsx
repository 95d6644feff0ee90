import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from '@/web/shared/routing';
import { TOAST_MS } from '@config/constants';
import type { Share } from '@schemas/share';
import { genericMessages, publicPageMessages } from '@/shared/messages';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { ApiError, errorMessage } from '@/web/shared/api';
import { keepPreviousData, shownError, useServerData } from '@/web/shared/server-data';
import { ErrorNotice } from '../common/ErrorNotice';
import { PageTitle } from '../common/PageTitle';
import { copyText } from '../common/copy-text';
import { qrDataUrl } from '../common/qr-image';
import { useMessages } from '@/web/shared/i18n';
import { registerPathWithReferral } from '@/web/public/accounts/referral';
import { publicCommonMessages } from '../common/messages';
import { shareMessages } from './messages';

const QR_PIXELS = 480;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** /share/{referralCode}: an invitation from a rider, with the code to copy and a QR of this page. */
export default function SharePage() {
  const { referralCode = '' } = useParams();
  const share = useServerData<Share>(`share/${encodeURIComponent(referralCode)}`, {
    placeholderData: keepPreviousData,
  });
  const failure = shownError(share);
  const [qr, setQr] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const inviter = share.data;
  const t = useMessages(shareMessages);
  const generic = useMessages(genericMessages);
  const pages = useMessages(publicPageMessages);
  const common = useMessages(publicCommonMessages);

  useEffect(() => {
    if (!inviter) return;
    let live = true;
    qrDataUrl(`${window.location.origin}/share/${inviter.code}`, QR_PIXELS)
      .then((url) => live && setQr(url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [inviter]);

  const copy = async () => {
    if (!inviter) return;
    const copied = await copyText(inviter.code);
    setToast(copied ? generic('COPIED') : common('COPY_FAILED', { code: inviter.code }));
  };

  return (
    <PageLayout maxWidth="sm">
      {share.isFetching ? (
        <Loading />
      ) : failure instanceof ApiError && failure.status === 404 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <PageTitle>{t('INVITATION')}</PageTitle>
          <Typography role="alert" sx={{ mt: 2, fontWeight: 600 }} color="error">
            {pages('INVALID_REFERRAL_LINK')}
          </Typography>
          <Button href="/register" variant="contained" sx={{ mt: 3 }}>
            {t('CREATE_ACCOUNT')}
          </Button>
        </Box>
      ) : failure || !inviter ? (
        <ErrorNotice
          message={failure ? errorMessage(failure) : common('UNEXPECTED_ERROR')}
          onRetry={() => void share.refetch()}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4, textAlign: 'center' }}>
          <Avatar
            src={inviter.photo ?? undefined}
            alt={inviter.name}
            sx={{ width: 96, height: 96, mx: 'auto', mb: 2, bgcolor: 'secondary.main', fontSize: 36 }}
          >
            {initials(inviter.name)}
          </Avatar>
          <PageTitle>{t('INVITED_YOU', { name: inviter.name })}</PageTitle>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('PITCH')}
          </Typography>
          <Typography variant="overline" component="p" sx={{ mt: 3 }}>
            {t('REFERRAL_CODE')}
          </Typography>
          <Typography
            data-testid="referral-code"
            sx={{
              fontSize: 32,
              fontWeight: 800,
              letterSpacing: 4,
              fontFamily: 'monospace',
              color: 'primary.main',
            }}
          >
            {inviter.code}
          </Typography>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 1 }}>
            {pages('COPY_REFERRAL_CODE')}
          </Button>
          <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
            {qr ? (
              <Box
                component="img"
                src={qr}
                alt={t('QR_ALT', { name: inviter.name })}
                data-testid="share-qr"
                sx={{ width: 200, height: 200 }}
              />
            ) : (
              <Skeleton variant="rectangular" width={200} height={200} />
            )}
          </Box>
          <Button
            href={registerPathWithReferral('/register', inviter.code)}
            variant="outlined"
            sx={{ mt: 3 }}
          >
            {t('CREATE_ACCOUNT')}
          </Button>
        </Paper>
      )}
      <Snackbar
        open={toast !== null}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(null)}
        message={toast}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </PageLayout>
  );
}
