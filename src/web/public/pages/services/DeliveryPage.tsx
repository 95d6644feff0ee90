import { PartnerStores } from './PartnerStores';
import { ServiceDescription } from './ServiceDescription';

/** /delivery: orders from partner stores. */
export default function DeliveryPage() {
  return (
    <ServiceDescription
      title="Delivery"
      intro="Order food and goods from BRP partner stores near you. The store prepares your order and a BRP driver brings it to your door."
      picture="/vehicles/car.svg"
      steps={[
        'Open the BRP app and tap Delivery.',
        'Choose a partner store and add products to your cart, with the options you like.',
        'Check your delivery address and the delivery fee, then place your order.',
        'The store prepares your order and the driver picks it up.',
        'Follow the driver on the map and pay in cash or from your wallet.',
      ]}
      facts={[
        'The delivery fee is shown before you order.',
        'You can change the items while the store has not started preparing your order.',
        'Own a store? Partner with BRP and reach more customers: contact us.',
      ]}
      actions={[
        { label: 'Get the app', href: '/download', primary: true },
        { label: 'Become a partner store', href: '/contact-us' },
      ]}
    >
      <PartnerStores />
    </ServiceDescription>
  );
}
