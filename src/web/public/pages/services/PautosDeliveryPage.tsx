import { PASUYO_VEHICLE_NAMES, PASUYO_VEHICLE_PRICE_TEXT } from '../../../../../config/constants';
import { PartnerStores } from './PartnerStores';
import { ServiceDescription } from './ServiceDescription';

/** /pautos-delivery: the errand service. */
export default function PautosDeliveryPage() {
  return (
    <ServiceDescription
      title="Pautos & delivery"
      intro="Too busy to go out? Send a BRP driver to buy what you need at the store of your choice and deliver it to you."
      picture="/vehicles/tricycle.svg"
      steps={[
        'Book Pautos and enter the store address and your delivery address.',
        'List the items to buy, your estimated budget and any special instructions.',
        `Choose a vehicle: ${PASUYO_VEHICLE_NAMES.join(', ')}.`,
        'Send the budget when the driver asks, through one of the payment accounts shown, and upload your receipt.',
        'The driver buys your items and brings them to you with the receipt and your change.',
      ]}
      facts={[
        `Pautos starts at ${PASUYO_VEHICLE_PRICE_TEXT} for each vehicle type; the fare depends on the distance.`,
        'If the store is closed or the item is out of stock, you choose another store, let the driver find one, or cancel.',
        'Chat with your driver in the app while they shop.',
      ]}
      actions={[
        { label: 'Book Pautos', href: '/book/pasuyo', primary: true },
        { label: 'See prices', href: '/pricing' },
      ]}
    >
      <PartnerStores />
    </ServiceDescription>
  );
}
