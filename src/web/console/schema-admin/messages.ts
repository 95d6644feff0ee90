import {
  DELIVERY_MAX_ITEMS,
  DELIVERY_MAX_QUANTITY,
  DELIVERY_MIN_QUANTITY,
  GIFT_CODE_LENGTH,
} from '@config/constants';
import { defineMessages } from '@/shared/i18n';

/**
 * The check texts written in the JSON Schemas (`errorMessage`), keyed by their English text, with the
 * Filipino staff read in the console. Texts the shared catalogues already carry (the spec's messages) are not
 * repeated.
 */
const FILIPINO = {
  'Start time must be a time like 07:00 or 18:30.': 'Ilagay ang start time na parang 07:00 o 18:30.',
  'End time must be a time like 07:00 or 18:30.': 'Ilagay ang end time na parang 07:00 o 18:30.',
  'Vehicles wanted: at most 20 lines of up to 300 characters.':
    'Mga sasakyang kailangan: hanggang 20 linya, tig-300 character lang bawat isa.',
  'How to apply: at most 20 lines of up to 300 characters.':
    'Paano mag-apply: hanggang 20 linya, tig-300 character lang bawat isa.',
  'Requirements: at most 20 lines of up to 300 characters.':
    'Mga requirement: hanggang 20 linya, tig-300 character lang bawat isa.',
  'Vehicles wanted (Filipino): at most 20 lines of up to 300 characters.':
    'Mga sasakyang hinahanap (Filipino): hanggang 20 linya, tig-300 character lang bawat isa.',
  'How to apply (Filipino): at most 20 lines of up to 300 characters.':
    'Paano mag-apply (Filipino): hanggang 20 linya, tig-300 character lang bawat isa.',
  'Requirements (Filipino): at most 20 lines of up to 300 characters.':
    'Mga requirement (Filipino): hanggang 20 linya, tig-300 character lang bawat isa.',
  'A batch has from 1 to 500 certificates.': 'Ang isang batch ay may 1 hanggang 500 certificate.',
  'Please choose how you pay for the items: cash on delivery or e-wallet.':
    'Piliin kung paano mo babayaran ang mga bibilhin: cash pagdating o e-wallet.',
  [`At most ${DELIVERY_MAX_ITEMS} items per order.`]: `Hanggang ${DELIVERY_MAX_ITEMS} item lang bawat order.`,
  'Choose phone or email.': 'Pumili: phone o email.',
  'Each certificate must be worth from ₱1.00 to ₱100,000.00.':
    'Dapat ₱1.00 hanggang ₱100,000.00 ang halaga ng bawat certificate.',
  'Enter a colour as #RRGGBB.': 'Ilagay ang kulay bilang #RRGGBB.',
  'Enter a time as HH:MM, e.g. 08:00 or 21:30.': 'Ilagay ang oras bilang HH:MM, hal. 08:00 o 21:30.',
  'Enter an amount of ₱0.00 or more.': 'Maglagay ng halagang ₱0.00 pataas.',
  'Enter a mobile number like 09171234567.': 'Ilagay ang mobile number na parang 09171234567.',
  'The account number must be a whole number.': 'Dapat buong numero ang account number.',
  'The path must be a page of this site, starting with /.':
    'Dapat page ng site na ito ang path, nagsisimula sa /.',
  'The text must be 1 to 500 characters.': 'Dapat 1 hanggang 500 character ang text.',
  'The title must be 1 to 100 characters.': 'Dapat 1 hanggang 100 character ang title.',
  'The topic must be a booking code.': 'Dapat booking code ang topic.',
  'Enter an amount of at most ₱1,000,000.00.': 'Hanggang ₱1,000,000.00 lang ang halaga.',
  'Enter the amount in pesos, e.g. 45.50.': 'Ilagay ang halaga sa piso, hal. 45.50.',
  'Enter the 6-digit code we sent.': 'Ilagay ang 6-digit na code na ipinadala namin.',
  'Instructions can be at most 500 characters.': 'Hanggang 500 character lang ang instructions.',
  'Latitude must be a number between -85 and 85.': 'Dapat numero mula -85 hanggang 85 ang latitude.',
  'Longitude must be a number between -180 and 180.': 'Dapat numero mula -180 hanggang 180 ang longitude.',
  'Maximum uses must be a whole number, or empty for unlimited.':
    'Dapat buong numero ang maximum na gamit, o iwanang blangko kung walang limit.',
  'Messages can be at most 2000 characters.': 'Hanggang 2000 character lang ang mensahe.',
  'Minimum rides must be a whole number, 0 or more.': 'Dapat buong numero ang minimum na rides, 0 pataas.',
  'Nothing to save.': 'Walang ise-save.',
  'Please choose Booking, Account, Wallet, Rewards or Partner.':
    'Pumili sa Booking, Account, Wallet, Rewards o Partner.',
  'Please choose English or Filipino.': 'Pumili: English o Filipino.',
  'Please choose a block.': 'Pumili ng block.',
  'Please choose a branch.': 'Pumili ng branch.',
  'Please choose a delivery address.': 'Pumili ng delivery address.',
  'Please choose a driver.': 'Pumili ng driver.',
  'Please choose a payment method.': 'Pumili ng paraan ng bayad.',
  'Please choose a photo.': 'Pumili ng litrato.',
  'Please choose a rating from 1 to 5 stars.': 'Pumili ng rating mula 1 hanggang 5 star.',
  'Please choose a schedule.': 'Pumili ng schedule.',
  'Please choose a vehicle type.': 'Pumili ng uri ng sasakyan.',
  'Please choose a zone or leave it empty.': 'Pumili ng zone o iwanang blangko.',
  'Please choose a zone, a vehicle type and a mode.': 'Pumili ng zone, uri ng sasakyan at mode.',
  'Please choose a zone.': 'Pumili ng zone.',
  'Please choose at least one role from the list, each once.':
    'Pumili ng kahit isang role sa listahan, isang beses lang bawat isa.',
  'Please choose day, sunny or night.': 'Pumili: day, sunny o night.',
  'Please choose motorcycle, tricycle or car.': 'Pumili: motorsiklo, tricycle o kotse.',
  'Please choose one of your recent contacts.': 'Pumili sa mga recent contact mo.',
  'Please choose the block and the driver.': 'Pumili ng block at driver.',
  'Please choose the customer, driver or partner app.': 'Pumili ng app: customer, driver o partner.',
  'Please choose the kind and enter a name.': 'Pumili ng uri at maglagay ng pangalan.',
  'Please choose wallet or point.': 'Pumili: wallet o point.',
  'Please choose whether to approve or reject this batch.':
    'Piliin kung i-aapprove o ire-reject ang batch na ito.',
  'Please choose when the certificates expire.': 'Piliin kung kailan mag-e-expire ang mga certificate.',
  'Please enter a name of at most 60 characters.': 'Maglagay ng pangalan na hanggang 60 character.',
  'Please enter a name of at most 80 characters.': 'Maglagay ng pangalan na hanggang 80 character.',
  'Please enter a title of at most 120 characters.': 'Maglagay ng title na hanggang 120 character.',
  'Please enter a valid date.': 'Maglagay ng tamang petsa.',
  [`Please enter the ${GIFT_CODE_LENGTH}-character code.`]: `Ilagay ang ${GIFT_CODE_LENGTH}-character na code.`,
  'Please enter the account name (for example GCash).': 'Ilagay ang pangalan ng account (halimbawa GCash).',
  'Please enter the account number.': 'Ilagay ang account number.',
  'Please enter the estimated budget as an amount up to ₱50,000.':
    'Ilagay ang tantiyang budget, hanggang ₱50,000.',
  'Please enter the key.': 'Ilagay ang key.',
  'Please enter the new phone or email.': 'Ilagay ang bagong phone o email.',
  'Please enter the product name.': 'Ilagay ang pangalan ng produkto.',
  'Please enter the public name.': 'Ilagay ang public name.',
  'Please enter the start time as HH:mm (24 hours).': 'Ilagay ang start time bilang HH:mm (24 oras).',
  'Please fill in the address, title and category.': 'Punan ang address, title at category.',
  'Please fill in the amount, how many and the expiry.': 'Punan ang halaga, ilan, at ang expiry.',
  'Please fill in the app, title, version name and version code.':
    'Punan ang app, title, version name at version code.',
  'Please fill in the branch address, branch and title.': 'Punan ang address ng branch, branch at title.',
  'Please fill in the branch number, name, latitude and longitude.':
    'Punan ang branch number, pangalan, latitude at longitude.',
  'Please fill in the code and the discount.': 'Punan ang code at ang discount.',
  'Please fill in the position, title and short title.': 'Punan ang posisyon, title at short title.',
  'Please fill in the public name, username and location.': 'Punan ang public name, username at lokasyon.',
  'Please fill in the start and end time.': 'Punan ang start at end time.',
  'Please fill in the zone number, name, latitude and longitude.':
    'Punan ang zone number, pangalan, latitude at longitude.',
  'Please fill in the zone, vehicle type, mode, base fare, base distance, rate per km and minimum fare.':
    'Punan ang zone, uri ng sasakyan, mode, base fare, base distance, rate kada km at minimum fare.',
  'Please give a batch number.': 'Maglagay ng batch number.',
  'Please give the order.': 'Ilagay ang order.',
  'Please list the items to purchase.': 'Ilista ang mga bibilhin.',
  'Please send a latitude from -85 to 85.': 'Magpadala ng latitude mula -85 hanggang 85.',
  'Please send a longitude from -180 to 180.': 'Magpadala ng longitude mula -180 hanggang 180.',
  'Please set the delivery address.': 'I-set ang delivery address.',
  'Please set the store address.': 'I-set ang address ng tindahan.',
  'Please upload the photo again.': 'Paki-upload ulit ang litrato.',
  'Seats must be a whole number from 1 to 60.': 'Dapat buong numero mula 1 hanggang 60 ang upuan.',
  'The Filipino summary may be at most 400 characters.': 'Hanggang 400 character lang ang Filipino na buod.',
  'The Filipino summary may be at most 1000 characters.':
    'Hanggang 1000 character lang ang Filipino na buod.',
  'The Filipino text may be at most 20000 characters.': 'Hanggang 20000 character lang ang Filipino na text.',
  'The Filipino title may be at most 120 characters.': 'Hanggang 120 character lang ang Filipino na title.',
  'The action is call_driver, text_driver, dont_book or view_details.':
    'Ang action ay call_driver, text_driver, dont_book o view_details.',
  'The base distance must be between 0 and 1000 km.': 'Dapat 0 hanggang 1000 km ang base distance.',
  'The branch must be a branch number.': 'Dapat branch number ang branch.',
  'The branch number must be a whole number from 1 to 32767.':
    'Dapat buong numero mula 1 hanggang 32767 ang branch number.',
  'The code must be 1 to 40 letters, digits, - or _.': 'Dapat 1 hanggang 40 letra, digit, - o _ ang code.',
  'The date must be written as YYYY-MM-DD.': 'Isulat ang petsa bilang YYYY-MM-DD.',
  'The description may be at most 120 characters.': 'Hanggang 120 character lang ang description.',
  'The description may be at most 500 characters.': 'Hanggang 500 character lang ang description.',
  'The discount must be a whole percent from 1 to 100.':
    'Dapat buong porsiyento mula 1 hanggang 100 ang discount.',
  'The filter must be ranking or leaderboard.': 'Dapat ranking o leaderboard ang filter.',
  'The free pickup distance must be between 0 and 100 km.':
    'Dapat 0 hanggang 100 km ang libreng pickup distance.',
  'The key must start with a letter and use only letters, digits, dots, dashes and underscores.':
    'Dapat letra ang simula ng key at letra, digit, tuldok, gitling at underscore lang ang gamit.',
  'The limit is a whole number from 1 to 100.': 'Buong numero mula 1 hanggang 100 ang limit.',
  'The markup must be a percentage from 0 to 1000.': 'Dapat porsiyento mula 0 hanggang 1000 ang markup.',
  'The month must be written as YYYY-MM.': 'Isulat ang buwan bilang YYYY-MM.',
  'The note can be at most 300 characters.': 'Hanggang 300 character lang ang note.',
  'The only filter is no_image.': 'no_image lang ang puwedeng filter.',
  'The only trigger type is time_at.': 'time_at lang ang puwedeng trigger type.',
  'The payment link must start with http:// or https://':
    'Dapat nagsisimula sa http:// o https:// ang payment link',
  'The photo must be a site path starting with / or an https:// address.':
    'Dapat site path na nagsisimula sa / o https:// address ang litrato.',
  'The position must be a whole number from 1 (the highest rank).':
    'Dapat buong numero mula 1 (ang pinakamataas na rank) ang posisyon.',
  [`The quantity must be from ${DELIVERY_MIN_QUANTITY} to ${DELIVERY_MAX_QUANTITY}.`]: `Dapat ${DELIVERY_MIN_QUANTITY} hanggang ${DELIVERY_MAX_QUANTITY} ang dami.`,
  'The radius must be 0.1 to 50 km.': 'Dapat 0.1 hanggang 50 km ang radius.',
  'The review may be at most 500 characters.': 'Hanggang 500 character lang ang review.',
  'The scanned code is empty or too long.': 'Walang laman o masyadong mahaba ang na-scan na code.',
  'The service is ride, pautos or delivery.': 'Ang serbisyo ay ride, pautos o delivery.',
  'The summary may be at most 400 characters.': 'Hanggang 400 character lang ang buod.',
  'The text may be at most 20000 characters.': 'Hanggang 20000 character lang ang text.',
  'The thumbnail must be a site path starting with / or an https:// address.':
    'Dapat site path na nagsisimula sa / o https:// address ang thumbnail.',
  'The username is 2 to 60 letters, digits, dots, dashes or underscores.':
    'Ang username ay 2 hanggang 60 letra, digit, tuldok, gitling o underscore.',
  'The value may be at most 2000 characters.': 'Hanggang 2000 character lang ang value.',
  'The version code must be a whole number above 0.': 'Dapat buong numero na higit sa 0 ang version code.',
  'The version code must be a whole number.': 'Dapat buong numero ang version code.',
  'The video must be a site path starting with / or an https:// address.':
    'Dapat site path na nagsisimula sa / o https:// address ang video.',
  'The zone number must be a whole number from 1 to 32767.':
    'Dapat buong numero mula 1 hanggang 32767 ang zone number.',
  'Unknown analytics event.': 'Hindi kilalang analytics event.',
  'Unknown app type.': 'Hindi kilalang uri ng app.',
  'Unknown delivery step.': 'Hindi kilalang hakbang ng delivery.',
  'Unknown store status.': 'Hindi kilalang status ng tindahan.',
  'Use lower-case letters, digits and single dashes, e.g. el-nido.':
    'Gumamit ng maliliit na letra, digit at isang gitling lang sa pagitan, hal. el-nido.',
  'Use lower-case letters, digits and single dashes, e.g. how-to-book-a-ride.':
    'Gumamit ng maliliit na letra, digit at isang gitling lang sa pagitan, hal. how-to-book-a-ride.',
  "Write the point as 'lat,lng', e.g. 9.7392,118.7353.":
    "Isulat ang lokasyon bilang 'lat,lng', hal. 9.7392,118.7353.",
  'Write the time ranges like 05:00-10:00,16:00-22:00.':
    'Isulat ang mga oras na parang 05:00-10:00,16:00-22:00.',
  'Your cart is empty.': 'Walang laman ang cart mo.',
  'client_id must be 1 to 64 letters, digits or _ . : -':
    'Dapat 1 hanggang 64 letra, digit o _ . : - ang client_id',
  'from must be a date and time (ISO 8601).': 'Dapat petsa at oras (ISO 8601) ang from.',
  'to must be a date and time (ISO 8601).': 'Dapat petsa at oras (ISO 8601) ang to.',
  'services is a comma-separated list of ride, pautos and delivery.':
    'Ang services ay listahan ng ride, pautos at delivery, hiwalay sa kuwit.',
  'vehicle_types is a comma-separated list of motorcycle, tricycle and car.':
    'Ang vehicle_types ay listahan ng motorcycle, tricycle at car, hiwalay sa kuwit.',
  // Also in the server's messages (it answers with them); the console does not load the server's catalogues.
  'Please give the address a name of at most 60 characters.':
    'Bigyan ng pangalan ang address, hanggang 60 characters.',
  'Please set the address on the map.': 'Ilagay ang address sa mapa.',
  'Saved addresses are in the Philippines.': 'Sa Pilipinas lang ang mga naka-save na address.',
  'Please choose a vehicle.': 'Pumili ng sasakyan.',
  'Please set both the pickup and the destination.': 'Ilagay pareho ang sunduan at ang pupuntahan.',
  'The tip must be a whole amount from ₱1 to ₱1,000.': 'Dapat buong halaga mula ₱1 hanggang ₱1,000 ang tip.',
  'The status must be arrived, enroute or delivered.': 'Dapat arrived, enroute o delivered ang status.',
} as const;

type SchemaCheckText = keyof typeof FILIPINO;

/** The schemas' check texts as a catalogue: the English text is its own key. */
export const schemaCheckMessages = defineMessages(
  Object.fromEntries(Object.keys(FILIPINO).map((text) => [text, text])) as { [K in SchemaCheckText]: K },
  FILIPINO,
);
