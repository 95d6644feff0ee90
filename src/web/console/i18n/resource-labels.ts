import { RESOURCE_LIST } from '@config/resources';
import { CENTAVOS_NOTE } from '@schemas/money';
import type { Catalogue } from '@/shared/i18n';

/** What a money input adds to its help text: people type pesos there. */
export const IN_PESOS = 'In pesos.';

/** A money property's description as its input shows it: the centavos note speaks to the API, not to people. */
export function withoutCentavosNote(description: string): string {
  return description.replace(CENTAVOS_NOTE, '').trim();
}

/**
 * Filipino for every text the resource definitions put on screen: menu labels, record names, form sections,
 * field titles (the schemas' `title`s), help texts (their `description`s) and enum choice labels, keyed by the
 * English text. The English side is generated from the definitions, so a new title or description shows up in
 * `resourceTexts()` and the unit test asks for its Filipino here.
 */
export const RESOURCE_TEXTS_FIL: Readonly<Record<string, string>> = {
  // Menu labels and record names
  Pricing: 'Presyo',
  'pricing row': 'row ng presyo',
  Zones: 'Mga zone',
  zone: 'zone',
  Branches: 'Mga branch',
  branch: 'branch',
  'Vehicle types': 'Mga uri ng sasakyan',
  'vehicle type': 'uri ng sasakyan',
  Users: 'Mga user',
  user: 'user',
  Coupons: 'Mga coupon',
  coupon: 'coupon',
  'Gift certificates': 'Mga gift certificate',
  'gift certificate batch': 'batch ng gift certificate',
  'Commitment blocks': 'Commitment block',
  'commitment block': 'commitment block',
  'Driver commitments': 'Commitment ng driver',
  'driver commitment': 'commitment ng driver',
  'User guides': 'Mga gabay',
  'user guide': 'gabay',
  'Job openings': 'Bakanteng trabaho',
  'job opening': 'bakanteng trabaho',
  'App updates': 'Mga update ng app',
  'app update': 'update ng app',
  Ranks: 'Mga ranggo',
  rank: 'ranggo',
  'App settings': 'Settings ng app',
  'app setting': 'setting ng app',
  'Partner stores': 'Mga partner store',
  'partner store': 'partner store',
  Products: 'Mga produkto',
  product: 'produkto',
  'Required option groups': 'Mga required option',
  'required option group': 'required option',
  Options: 'Mga option',
  option: 'option',
  Extras: 'Mga dagdag',
  extra: 'dagdag',
  'Driver applications': 'Aplikasyon ng driver',
  'driver application': 'aplikasyon ng driver',
  'ID change requests': 'Mga palit ng ID',
  'ID change request': 'palit ng ID',
  'Driver invoices': 'Invoice ng driver',
  'driver invoice': 'invoice ng driver',
  Meetings: 'Mga meeting',
  meeting: 'meeting',
  'Meeting schedules': 'Schedule ng meeting',
  'meeting schedule': 'schedule ng meeting',
  'Audit trail': 'Audit trail',
  'audit event': 'pangyayari sa audit',

  // Form sections
  'When these fares apply': 'Kailan ginagamit ang pamasahe',
  Ride: 'Sakay',
  Pautos: 'Pautos',
  Delivery: 'Delivery',
  'Map centre': 'Gitna ng mapa',
  'Office location': 'Lokasyon ng opisina',
  Details: 'Detalye',
  Account: 'Account',
  Access: 'Access',
  Record: 'Rekord',
  Limits: 'Mga limit',
  Certificates: 'Mga certificate',
  Commitment: 'Commitment',
  Look: 'Itsura',
  'Operating hours': 'Oras ng operasyon',
  Location: 'Lokasyon',
  Terminal: 'Terminal',
  'Price and extras': 'Presyo at dagdag',
  Decision: 'Desisyon',
  Applicant: 'Aplikante',
  Documents: 'Mga dokumento',
  Request: 'Request',
  Payment: 'Bayad',
  Change: 'Pagbabago',

  // Field titles
  ID: 'ID',
  Zone: 'Zone',
  'Vehicle type': 'Uri ng sasakyan',
  Mode: 'Mode',
  'Trigger type': 'Uri ng trigger',
  'Trigger value': 'Halaga ng trigger',
  'Base fare': 'Pinakamababang pasahe',
  'Flagfall fare': 'Panimulang pasahe',
  'Base distance (km)': 'Base na layo (km)',
  'Succeeding rate per km': 'Singil sa bawat susunod na km',
  'Minimum fare': 'Pinakamababang pamasahe',
  'Markup (%)': 'Patong (%)',
  'Pautos flagfall fare': 'Panimulang singil sa pautos',
  'Pautos rate per km': 'Singil ng pautos kada km',
  'Delivery flagfall fare': 'Panimulang singil sa delivery',
  'Delivery rate per km': 'Singil ng delivery kada km',
  'Zone number': 'Numero ng zone',
  Name: 'Pangalan',
  Latitude: 'Latitude',
  Longitude: 'Longitude',
  Active: 'Aktibo',
  Branch: 'Branch',
  'Branch number': 'Numero ng branch',
  Kind: 'Klase',
  Photo: 'Litrato',
  Seats: 'Upuan',
  'Free pickup distance (km)': 'Libreng layo ng pickup (km)',
  'Referral code': 'Referral code',
  Email: 'Email',
  Phone: 'Phone',
  Roles: 'Mga role',
  Blocked: 'Naka-block',
  Registered: 'Nagparehistro',
  Coupon: 'Coupon',
  Code: 'Code',
  Description: 'Paglalarawan',
  'Discount (%)': 'Discount (%)',
  'Expires at': 'Mag-e-expire sa',
  'Maximum uses': 'Pinakamaraming gamit',
  'Times used': 'Ilang beses nagamit',
  Batch: 'Batch',
  Amount: 'Halaga',
  'How many': 'Ilan',
  'Credited to': 'Napunta sa',
  Claimed: 'Na-claim',
  Created: 'Ginawa',
  Approval: 'Approval',
  'Created by': 'Ginawa ni',
  'Approved or rejected by': 'In-approve o ni-reject ni',
  'A batch worth more than the set total waits for a second staff member: its certificates cannot be claimed or printed until approved.':
    'Ang batch na higit sa itinakdang kabuuan ay naghihintay ng ibang staff: hindi ma-claim o ma-print ang mga certificate nito hanggang ma-approve.',
  'Not needed': 'Hindi kailangan',
  'Waiting for approval': 'Naghihintay ng approval',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Block: 'Block',
  'Start time': 'Oras ng simula',
  'End time': 'Oras ng tapos',
  'Drivers committed': 'Mga driver na nag-commit',
  'Driver name': 'Pangalan ng driver',
  Note: 'Tala',
  Guide: 'Gabay',
  Content: 'Laman',
  'Where it shows': 'Saan lumalabas',
  Address: 'Address',
  Title: 'Pamagat',
  Category: 'Kategorya',
  Summary: 'Buod',
  Text: 'Teksto',
  Video: 'Video',
  Thumbnail: 'Thumbnail',
  'Partner guide': 'Gabay para sa partner',
  'In Filipino': 'Sa Filipino',
  'Title (Filipino)': 'Pamagat (Filipino)',
  'Summary (Filipino)': 'Buod (Filipino)',
  'Text (Filipino)': 'Teksto (Filipino)',
  Popular: 'Sikat',
  Opening: 'Bakante',
  'Page text': 'Teksto ng page',
  Links: 'Mga link',
  'Branch address': 'Address ng branch',
  'Branch name': 'Pangalan ng branch',
  'Banner picture': 'Larawan ng banner',
  'Vehicles wanted': 'Mga sasakyang hinahanap',
  'How to apply': 'Paano mag-apply',
  Requirements: 'Mga requirement',
  'Vehicles wanted (Filipino)': 'Mga sasakyang hinahanap (Filipino)',
  'How to apply (Filipino)': 'Paano mag-apply (Filipino)',
  'Requirements (Filipino)': 'Mga requirement (Filipino)',
  'Facebook page': 'Facebook page',
  'Messenger group': 'Messenger group',
  'Accepting applications': 'Tumatanggap ng aplikasyon',
  Release: 'Release',
  Download: 'Download',
  App: 'App',
  'Version name': 'Pangalan ng version',
  'Version code': 'Code ng version',
  'Download address': 'Link ng download',
  'What changed': 'Ano ang nagbago',
  Published: 'Na-publish',
  Rank: 'Ranggo',
  Badge: 'Badge',
  Position: 'Puwesto',
  'Full title': 'Buong titulo',
  'Short title': 'Maikling titulo',
  'Badge picture': 'Larawan ng badge',
  'Minimum rides': 'Pinakakaunting sakay',
  Setting: 'Setting',
  Key: 'Key',
  Value: 'Halaga',
  'Sent to browsers': 'Pinapadala sa browser',
  Store: 'Store',
  'Public name': 'Pangalang makikita ng publiko',
  Username: 'Username',
  Logo: 'Logo',
  'Cover image': 'Cover na larawan',
  Colour: 'Kulay',
  Rating: 'Rating',
  ETA: 'ETA',
  'Taking orders': 'Tumatanggap ng order',
  'Opens at': 'Nagbubukas nang',
  'Closes at': 'Nagsasara nang',
  'Open days': 'Mga araw na bukas',
  'Store latitude': 'Latitude ng store',
  'Store longitude': 'Longitude ng store',
  'Terminal name': 'Pangalan ng terminal',
  'Terminal photo': 'Litrato ng terminal',
  'Terminal phone': 'Phone ng terminal',
  'Terminal latitude': 'Latitude ng terminal',
  'Terminal longitude': 'Longitude ng terminal',
  Updated: 'Na-update',
  Product: 'Produkto',
  Price: 'Presyo',
  Categories: 'Mga kategorya',
  'Extras allowed': 'Puwedeng may dagdag',
  Available: 'Available',
  'Order on the menu': 'Puwesto sa menu',
  'Required option group': 'Required option',
  Order: 'Pagkakasunod',
  Option: 'Option',
  'Option group': 'Grupo ng option',
  'Added price': 'Dagdag na presyo',
  Extra: 'Dagdag',
  Status: 'Status',
  Reason: 'Dahilan',
  'Vehicle photo': 'Litrato ng sasakyan',
  "Driver's license": 'Lisensya ng driver',
  'Vehicle papers': 'Papeles ng sasakyan',
  Applied: 'Nag-apply',
  Reviewed: 'Na-review',
  Requested: 'Ni-request',
  Invoice: 'Invoice',
  Notes: 'Mga tala',
  'Target date': 'Target na petsa',
  'Payment link': 'Link ng bayad',
  Raised: 'Ginawa',
  Meeting: 'Meeting',
  Date: 'Petsa',
  'Choosing a schedule ends': 'Huling araw ng pagpili ng schedule',
  Schedule: 'Schedule',
  Values: 'Mga halaga',
  When: 'Kailan',
  'Changed by': 'Binago ni',
  Action: 'Aksyon',
  Field: 'Field',
  Before: 'Dati',
  After: 'Ngayon',

  // Enum choice labels
  Client: 'Client',
  Driver: 'Driver',
  Admin: 'Admin',
  'Operations manager': 'Operations manager',
  'BRP partner manager': 'BRP partner manager',
  'Area operator': 'Area operator',
  'Store staff': 'Store staff',
  'Wallet (pesos)': 'Wallet (piso)',
  'BRP Points': 'BRP Points',
  'Customer app': 'App ng customer',
  'Driver app': 'App ng driver',
  'Partner app': 'App ng partner',
  Day: 'Araw',
  Sunny: 'Maaraw',
  Night: 'Gabi',

  // Help texts under the inputs (money inputs show theirs without the centavos note, then "In pesos.")
  [IN_PESOS]: 'Sa piso.',
  'Address of the badge shown on the leaderboard, e.g. /ranks/rank-1.svg.':
    'Address ng badge na makikita sa leaderboard, hal. /ranks/rank-1.svg.',
  'Day, Sunny or Night: which time of day these fares apply to.':
    'Araw, Maaraw o Gabi: kung anong oras ng araw ginagamit ang pamasaheng ito.',
  'How the row is chosen; time_at compares the Manila time with the trigger value.':
    'Paano pinipili ang row; ikinukumpara ng time_at ang oras sa Manila sa halaga ng trigger.',
  'Manila time ranges, e.g. 05:00-10:00,16:00-22:00.':
    'Mga saklaw ng oras sa Manila, e.g. 05:00-10:00,16:00-22:00.',
  'The starting fare; it covers the base distance.': 'Ang panimulang pasahe; sakop nito ang base na layo.',
  'Kilometres covered by the base fare.': 'Ilang kilometro ang sakop ng base na pamasahe.',
  'Metered rate per km after the base distance.': 'Singil kada km lampas sa base na layo.',
  'Lowest fare charged.': 'Pinakamababang pamasaheng sinisingil.',
  'Percentage added to the fare, e.g. 20 for tourist towns at night.':
    'Porsyentong idinadagdag sa pamasahe, e.g. 20 para sa mga tourist town sa gabi.',
  'Empty: the ride fare plus the pautos or delivery fee is used.':
    'Kapag blangko: ang pamasahe ng sakay dagdag ang bayad sa pautos o delivery ang gagamitin.',
  'The number the apps use for this zone, e.g. 2 for Puerto Princesa.':
    'Ang numerong gamit ng mga app para sa zone na ito, e.g. 2 para sa Puerto Princesa.',
  'Centre of the zone on the map.': 'Gitna ng zone sa mapa.',
  'Inactive records stay in the database but are no longer offered to riders and drivers.':
    'Nananatili sa database ang mga hindi aktibong rekord pero hindi na iniaalok sa mga rider at driver.',
  'The number the apps use for this branch, e.g. 2 for Puerto Princesa.':
    'Ang numerong gamit ng mga app para sa branch na ito, e.g. 2 para sa Puerto Princesa.',
  'The pricing zone this branch belongs to.': 'Ang pricing zone na kinabibilangan ng branch na ito.',
  'Where the branch office is.': 'Kung saan ang opisina ng branch.',
  'Empty for a vehicle type offered in every zone.':
    'Iwanang blangko kung iniaalok ang uri ng sasakyan sa lahat ng zone.',
  'Which of the three vehicle kinds this is; the apps choose icons and rules by it.':
    'Alin sa tatlong klase ng sasakyan ito; dito ibinabatay ng mga app ang icon at patakaran.',
  'Shown to riders, e.g. "Motor" or "Trike".': 'Makikita ng mga rider, e.g. "Motor" o "Trike".',
  'Address of the picture shown on the vehicle cards, e.g. /vehicles/car.svg.':
    'Address ng larawang makikita sa mga vehicle card, e.g. /vehicles/car.svg.',
  'Passengers the vehicle may carry.': 'Ilang pasahero ang puwedeng isakay ng sasakyan.',
  'Beyond this distance to the pickup point the rider pays the pickup charge.':
    'Kapag lampas sa layong ito ang pickup point, magbabayad ang rider ng pickup charge.',
  'What the account may do; only an admin may change them.':
    'Ano ang puwedeng gawin ng account; admin lang ang puwedeng magpalit nito.',
  'The branch a driver or staff member belongs to.': 'Ang branch na kinabibilangan ng driver o staff.',
  'A blocked account cannot log in, and its open sessions end at once.':
    'Hindi makaka-log in ang naka-block na account, at agad matatapos ang mga bukas nitong session.',
  'What riders type; letters and digits, case does not matter.':
    'Ang tina-type ng mga rider; letra at numero, malaki man o maliit na titik.',
  'Empty for unlimited.': 'Iwanang blangko kung walang limit.',
  'What each certificate credits.': 'Halagang naibibigay ng bawat certificate.',
  'Certificates in this batch, printed 5 per page.':
    'Ilang certificate sa batch na ito, 5 ang naka-print bawat page.',
  'Printed on each certificate, e.g. "Christmas raffle prize".':
    'Naka-print sa bawat certificate, e.g. "Christmas raffle prize".',
  'e.g. Morning rush.': 'e.g. Morning rush.',
  'Manila time, 24-hour, e.g. 07:00.': 'Oras sa Manila, 24-hour, e.g. 07:00.',
  'Last part of the guide address, e.g. how-to-book-a-ride.':
    'Huling bahagi ng address ng gabay, e.g. how-to-book-a-ride.',
  'One or two sentences shown on the guide list.':
    'Isa o dalawang pangungusap na makikita sa listahan ng mga gabay.',
  'Paragraphs separated by a blank line; lines starting with "1.", "2." … become numbered steps.':
    'Mga talatang pinaghihiwalay ng blangkong linya; nagiging numeradong hakbang ang mga linyang nagsisimula sa "1.", "2." ….',
  'A video file (.mp4 or .webm, site path or https) or a YouTube or Facebook embed address.':
    'Video file (.mp4 o .webm, site path o https) o embed address ng YouTube o Facebook.',
  'Picture shown on the guide list and before the video plays.':
    'Larawang makikita sa listahan ng mga gabay at bago mag-play ang video.',
  'Partner guides live under /user-guide/tutorial/partner/.':
    'Nasa ilalim ng /user-guide/tutorial/partner/ ang mga gabay para sa partner.',
  'Popular guides are offered as quick searches on the guide index.':
    'Iniaalok bilang quick search sa index ng mga gabay ang mga sikat na gabay.',
  'e.g. el-nido for /hiring/el-nido.': 'e.g. el-nido para sa /hiring/el-nido.',
  'One vehicle per line, e.g. Tricycle.': 'Isang sasakyan bawat linya, e.g. Tricycle.',
  'One step per line.': 'Isang hakbang bawat linya.',
  'One requirement per line.': 'Isang requirement bawat linya.',
  'As shown to users, e.g. 2.4.1.': 'Gaya ng makikita ng mga user, e.g. 2.4.1.',
  'A whole number that grows with every release.': 'Buong numero na tumataas sa bawat release.',
  '1 is the highest rank.': '1 ang pinakamataas na ranggo.',
  'Finished rides in a month that earn the rank.':
    'Ilang natapos na sakay sa isang buwan para makuha ang ranggo.',
  'Letters, digits, dots, dashes and underscores, e.g. website.social.fbLink.':
    'Letra, numero, tuldok, gitling at underscore, e.g. website.social.fbLink.',
  'Partners default to branch 2.': 'Branch 2 ang default ng mga partner.',
  'The store handle: letters, digits, dot, dash or underscore.':
    'Handle ng store: letra, numero, tuldok, gitling o underscore.',
  'Asia/Manila time, HH:MM (24-hour).': 'Oras sa Asia/Manila, HH:MM (24-hour).',
  '0 Sunday … 6 Saturday.': '0 Linggo … 6 Sabado.',
  'How many extras a customer may pick ("Select up to N" when more than one).':
    'Ilang dagdag ang puwedeng piliin ng customer ("Pumili ng hanggang N" kapag higit sa isa).',
  'e.g. Size, Flavour, Rice.': 'e.g. Size, Flavour, Rice.',
  '0 shows as Free.': 'Lalabas na "Libre" ang 0.',
  'Approve to let the driver go online; reject with a reason the applicant reads.':
    'I-approve para makapag-online ang driver; i-reject na may dahilang mababasa ng aplikante.',
  'Why the application was rejected.': 'Bakit na-reject ang aplikasyon.',
  'Mention "penalty" to ask the driver to agree first.':
    'Banggitin ang "penalty" para hingin muna ang pagsang-ayon ng driver.',
  'Empty: every branch is invited.': 'Kapag blangko: imbitado ang lahat ng branch.',
};

/**
 * Every text the resource definitions show, in English: labels, sections, field titles, help texts (the
 * descriptions of the record, create and update schemas; a money description without its centavos note, as
 * its peso input shows it) and choice labels.
 */
export function resourceTexts(): string[] {
  const texts = new Set<string>([IN_PESOS]);
  for (const resource of RESOURCE_LIST) {
    texts.add(resource.label);
    texts.add(resource.recordLabel);
    for (const section of resource.form.sections) texts.add(section.title);
    for (const property of Object.values(resource.schema.properties)) {
      if (property.title) texts.add(property.title);
    }
    for (const schema of [resource.schema, resource.createSchema, resource.updateSchema]) {
      for (const property of Object.values(schema?.properties ?? {})) {
        const help = property.description && withoutCentavosNote(property.description);
        if (help) texts.add(help);
      }
    }
    for (const labels of Object.values(resource.choiceLabels ?? {})) {
      for (const label of Object.values(labels ?? {})) texts.add(label);
    }
  }
  return [...texts];
}

/** The console catalogue of those texts; an English text without Filipino stays English (the test catches it). */
export function resourceCatalogue(): Catalogue {
  const en: Record<string, string> = {};
  const fil: Record<string, string> = {};
  for (const text of new Set([...resourceTexts(), ...Object.keys(RESOURCE_TEXTS_FIL)])) {
    en[text] = text;
    fil[text] = RESOURCE_TEXTS_FIL[text] ?? text;
  }
  return { en, fil };
}
