import PrintIcon from '@mui/icons-material/Print';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { giftCertificatesResource } from '@config/resources/gift-certificates';
import type { GiftCertificateBatch } from '@schemas/gift-certificate';
import { defineOverrides } from '@/web/console/schema-admin/overrides';

/** Opens the batch's print view (5 certificates per page) in a new tab. */
function PrintButton() {
  const record = useRecordContext<GiftCertificateBatch>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      label="Print"
      component="a"
      href={`/view-certificates/${record.id}`}
      target="_blank"
      rel="noopener"
      aria-label={translate('Print batch %{id}', { id: record.id })}
      onClick={(event) => event.stopPropagation()}
    >
      <PrintIcon />
    </Button>
  );
}

export default defineOverrides(giftCertificatesResource, {
  rowActions: PrintButton,
});
