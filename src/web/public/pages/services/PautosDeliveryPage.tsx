import { PASUYO_VEHICLE_NAMES, PASUYO_VEHICLE_PRICE_TEXT } from '@config/constants';
import { useMessages } from '@/web/shared/i18n';
import { serviceMessages } from './messages';
import { PartnerStores } from './PartnerStores';
import { ServiceDescription } from './ServiceDescription';

/** /pautos-delivery: the errand service. */
export default function PautosDeliveryPage() {
  const t = useMessages(serviceMessages);
  return (
    <ServiceDescription
      title={t('PAUTOS_TITLE')}
      intro={t('PAUTOS_INTRO')}
      picture="/vehicles/tricycle.svg"
      steps={[
        t('PAUTOS_STEP_1'),
        t('PAUTOS_STEP_2'),
        t('PAUTOS_STEP_3', { vehicles: PASUYO_VEHICLE_NAMES.join(', ') }),
        t('PAUTOS_STEP_4'),
        t('PAUTOS_STEP_5'),
      ]}
      facts={[
        t('PAUTOS_FACT_1', { price: PASUYO_VEHICLE_PRICE_TEXT }),
        t('PAUTOS_FACT_2'),
        t('PAUTOS_FACT_3'),
      ]}
      actions={[
        { label: t('BOOK_PAUTOS'), href: '/book/pasuyo', primary: true },
        { label: t('SEE_PRICES'), href: '/pricing' },
      ]}
    >
      <PartnerStores />
    </ServiceDescription>
  );
}
