import { useMessages } from '@/web/shared/i18n';
import { serviceMessages } from './messages';
import { PartnerStores } from './PartnerStores';
import { ServiceDescription } from './ServiceDescription';

/** /delivery: orders from partner stores. */
export default function DeliveryPage() {
  const t = useMessages(serviceMessages);
  return (
    <ServiceDescription
      title={t('DELIVERY')}
      intro={t('DELIVERY_INTRO')}
      picture="/vehicles/car.svg"
      steps={[
        t('DELIVERY_STEP_1'),
        t('DELIVERY_STEP_2'),
        t('DELIVERY_STEP_3'),
        t('DELIVERY_STEP_4'),
        t('DELIVERY_STEP_5'),
      ]}
      facts={[t('DELIVERY_FACT_1'), t('DELIVERY_FACT_2'), t('DELIVERY_FACT_3')]}
      actions={[
        { label: t('GET_THE_APP'), href: '/download', primary: true },
        { label: t('BECOME_PARTNER'), href: '/contact-us' },
      ]}
      childrenFirstOnPhone
    >
      <PartnerStores />
    </ServiceDescription>
  );
}
