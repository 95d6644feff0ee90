import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CERTIFICATES_PER_PAGE, TOAST_MS } from '@config/constants';
import type { GiftCertificate } from '@schemas/gift-certificate';
import { formatManila } from '@/shared/dates';
import { canPrintCertificates, HOME_PATH } from '@/shared/roles';
import { api, errorMessage } from '@/web/shared/api';
import { useMessages, useMoney } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useSession } from '@/web/shared/session';
import { certificateMessages } from './messages';

/** The certificates in pages of 5; the last page is padded with hidden blanks so every sheet has 5 places. */
export function pagesOf<T>(
  items: readonly T[],
  perPage = CERTIFICATES_PER_PAGE,
): { key: string; slots: { key: string; item: T | null }[] }[] {
  const padded = items.map((item, index) => ({ key: `item-${index}`, item: item as T | null }));
  while (padded.length % perPage !== 0) padded.push({ key: `blank-${padded.length}`, item: null });
  const pages: { key: string; slots: { key: string; item: T | null }[] }[] = [];
  for (let i = 0; i < padded.length; i += perPage) {
    pages.push({ key: `sheet-${i / perPage}`, slots: padded.slice(i, i + perPage) });
  }
  return pages;
}

const PRINT_CSS = `
@page { size: A4 portrait; margin: 10mm; }
.certificate-sheet { display: grid; grid-template-rows: repeat(${CERTIFICATES_PER_PAGE}, 1fr); gap: 4mm;
  height: 270mm; box-sizing: border-box; break-after: page; page-break-after: always; }
.certificate-sheet:last-of-type { break-after: auto; page-break-after: auto; }
.certificate { border: 2px dashed #4c6c33; border-radius: 4mm; padding: 4mm 6mm; display: flex;
  justify-content: space-between; align-items: center; gap: 6mm; overflow: hidden; background: #fff; color: #163042; }
.certificate-blank { visibility: hidden; }
@media screen { .certificate-sheet { height: auto; min-height: 0; margin-bottom: 24px; }
  .certificate { min-height: 44mm; } }
@media print { .no-print { display: none !important; } body { background: #fff; } }
`;

function CertificateCard({ certificate }: { certificate: GiftCertificate }) {
  const t = useMessages(certificateMessages);
  const money = useMoney();
  const claimUrl = `${window.location.host}/claim`;
  return (
    <article className="certificate" aria-label={`${t('heading')} ${certificate.code}`}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ color: '#4c6c33', fontWeight: 700 }}>
          {t('heading')}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {certificate.wallet_type === 'point'
            ? t('points', { points: certificate.amount / 100 })
            : t('worth', { amount: money(certificate.amount) })}
        </Typography>
        {certificate.description && <Typography variant="body2">{certificate.description}</Typography>}
        <Typography variant="body2">{t('howTo', { url: claimUrl })}</Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption" component="p">
          {t('code')}
        </Typography>
        <Typography
          component="p"
          data-testid="certificate-code"
          sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 700, letterSpacing: 3 }}
        >
          {certificate.code}
        </Typography>
        <Typography variant="body2" data-testid="certificate-expiry">
          {t('expires', { date: formatManila(certificate.expires_at, 'MMMM D, YYYY h:mm A') })}
        </Typography>
        {certificate.user_id !== null && (
          <Typography variant="caption" color="error">
            {t('claimed')}
          </Typography>
        )}
      </Box>
    </article>
  );
}

function PrintView() {
  const t = useMessages(certificateMessages);
  const { bulkId = '' } = useParams();
  const session = useSession();
  const allowed = canPrintCertificates(session.roles);
  const [certificates, setCertificates] = useState<GiftCertificate[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!allowed) {
      const timer = setTimeout(() => window.location.assign(HOME_PATH), TOAST_MS);
      return () => clearTimeout(timer);
    }
    api<{ data: GiftCertificate[] }>('certificates', { query: { bulk_id: bulkId } })
      .then((answer) => setCertificates(answer.data))
      .catch((failure) => setError(errorMessage(failure)));
  }, [allowed, bulkId]);

  if (!allowed) {
    return (
      <Dialog open aria-labelledby="not-authorized">
        <DialogContent>
          <DialogContentText id="not-authorized">{t('notAuthorized')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => window.location.assign(HOME_PATH)}>{t('goHome')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{t('loadFailed', { message: error })}</Alert>
      </Box>
    );
  }
  if (!certificates) return <Loading />;
  const pages = pagesOf(certificates);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: '210mm', mx: 'auto' }}>
      <style>{PRINT_CSS}</style>
      <Stack
        className="no-print"
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Button href="/console/gift-certificates">{t('back')}</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Stack>
      <Typography className="no-print" sx={{ mb: 2 }} data-testid="certificates-summary">
        {certificates.length === 0
          ? t('empty')
          : t('summary', { bulkId, count: certificates.length, pages: pages.length })}
      </Typography>
      {pages.map((page) => (
        <section key={page.key} className="certificate-sheet" data-testid="certificate-sheet">
          {page.slots.map(({ key, item }) =>
            item ? (
              <CertificateCard key={key} certificate={item} />
            ) : (
              <div
                key={key}
                className="certificate certificate-blank"
                aria-hidden="true"
                data-testid="certificate-blank"
              />
            ),
          )}
        </section>
      ))}
    </Box>
  );
}

/** /view-certificates/{bulkId}: a batch printed 5 per page for admins, operations managers and partner managers. */
export default function CertificatesPrintPage() {
  return (
    <RequireLogin returnCode="view-gift-certificates">
      <PrintView />
    </RequireLogin>
  );
}
