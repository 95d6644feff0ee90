import {
  CANCEL_LIMIT_TEXT_PER_DAY,
  FREE_PICKUP_DISTANCE_KM,
  LUGGAGE_FEE_PHP,
  LUGGAGE_THRESHOLD_KG,
  PHONE_CONTACT_FEE_PHP,
  WALLET_TOPUP_MIN_PHP,
  WEB_BOOKING_FEE_PHP,
} from '@config/constants';
import type { LegalSection } from './LegalDocument';

/** The terms in Filipino: the same sections as terms-text.ts, written for readers in Palawan. */
export const TERMS_UPDATED_FIL = 'Nobyembre 1, 2025';

export const TERMS_INTRO_FIL =
  'Ito ang mga tuntunin sa paggamit ng BRP website at mga app para sa ride, pautos at delivery sa Palawan at sa iba pang lugar na sineserbisyuhan namin. Kapag gumawa ka ng account o nag-book, sumasang-ayon ka sa mga ito.';

export const TERMS_SECTIONS_FIL: LegalSection[] = [
  {
    heading: 'Ang aming serbisyo',
    paragraphs: [
      'Ang BRP ay isang platform na nag-uugnay sa mga pasahero at customer sa mga independent na partner driver at partner store. Ang mga driver ang nagbibigay ng sakay; ang mga partner store ang nagbebenta at naghahanda ng mga inorder mo.',
    ],
  },
  {
    heading: 'Ang iyong account',
    items: [
      'Ibigay ang totoo mong pangalan, mobile number, e-mail at litrato, at panatilihing updated ang mga ito.',
      'Huwag ipagsabi ang password mo. Ikaw ang mananagot sa mga booking na ginawa gamit ang account mo.',
      'Isang tao, isang account. Ang mga dayuhang bisita ay nagre-register gamit ang valid na passport at tourist visa.',
      'Kung wala ka pang 18 taong gulang, gamitin lang ang BRP nang may pahintulot ng magulang o guardian mo.',
    ],
  },
  {
    heading: 'Ang iyong mga obligasyon',
    items: [
      'Ilagay nang tama ang sunduan at pupuntahan, at maging handa sa sunduan sa tamang oras.',
      'Igalang ang mga driver, partner at kapwa pasahero. Hindi pinapayagan ang pambabastos, karahasan at diskriminasyon.',
      'Huwag magdala o mag-order ng anumang ilegal, mapanganib o ipinagbabawal, at huwag utusan ang driver na lumabag sa batas trapiko.',
      'Sumakay lang nang kasing-dami ng pasaherong kaya ng sasakyan, at isuot ang helmet na ibinibigay sa motorcycle ride.',
      `Sabihin sa driver kung may bagahe kang lampas ${LUGGAGE_THRESHOLD_KG} kg sa pag-check ng luggage box kapag nag-book ka ng tricycle o kotse.`,
      'Bayaran ang pasaheng nakikita sa app o sa website, at ipadala ang napagkasunduang budget para sa mga pautos.',
      'Huwag abusuhin ang referral code, coupon, gift certificate o BRP Points, at huwag gumawa ng booking na hindi mo naman itutuloy.',
    ],
  },
  {
    heading: 'Pasahe at bayad',
    paragraphs: [
      'Nakadepende ang pasahe sa bayan, uri ng sasakyan, layo at oras, ayon sa nakalista sa aming Presyo page. Makikita mo ang pasahe ng biyahe mo bago mo kumpirmahin ang booking.',
      `May dagdag na web fee na PHP ${WEB_BOOKING_FEE_PHP} kapag sa website nag-book; PHP ${PHONE_CONTACT_FEE_PHP} naman kapag tumawag ka sa driver sa pamamagitan ng website. May pickup fee kapag lampas ${FREE_PICKUP_DISTANCE_KM} km ang layo ng pinakamalapit na driver, at luggage fee na PHP ${LUGGAGE_FEE_PHP} para sa mabigat na bagahe. Ipinapakita ang lahat ng singil bago ka mag-book.`,
      `Puwede kang magbayad ng cash o, sa app, gamit ang BRP wallet mo (minimum top-up PHP ${WALLET_TOPUP_MIN_PHP}). Hindi sapilitan ang tip at buo itong napupunta sa driver.`,
    ],
  },
  {
    heading: 'Mga lugar na pasyalan ng turista',
    paragraphs: [
      'Sa mga lugar na pasyalan ng turista gaya ng El Nido, Coron at San Vicente, may fare adjustment ang pasahe dahil sa mas mahabang ruta, kondisyon ng kalsada at dami ng nagbu-book. Kasama na ang adjustment sa pasaheng ipinapakita bago ka mag-book, kaya alam mo muna ang buong presyo.',
    ],
  },
  {
    heading: 'Pag-cancel',
    paragraphs: [
      `Puwede mong i-cancel ang booking habang naghahanap pa ng driver o habang papunta pa sa iyo ang driver, hanggang ${CANCEL_LIMIT_TEXT_PER_DAY} beses sa isang araw.`,
      'Walang bayad ang pag-cancel kung may mabuting dahilan. Ang pang-aabuso, gaya ng paulit-ulit na huling pag-cancel, hindi pagsipot sa sunduan o pekeng booking, ay puwedeng singilin ng cancellation fee at puwedeng mauwi sa paglilimita o pagsuspinde ng account mo.',
    ],
  },
  {
    heading: 'Pautos at delivery',
    items: [
      'Sa pautos, bibilhin ng driver ang mga nakalista mong item gamit ang budget na ipinadala mo, at iaabot niya sa iyo ang resibo kasama ang sukli mo.',
      'Kung sarado ang tindahan o ubos na ang item, ikaw ang pipili kung susubukan ng driver ang ibang tindahan o ika-cancel mo na lang.',
      'Ang mga partner store ang mananagot sa kalidad ng mga paninda na ibinebenta at inihahanda nila.',
    ],
  },
  {
    heading: 'Insurance',
    paragraphs: [
      'May accident insurance ang mga pasahero sa biyaheng na-book sa BRP. Sakop lang nito ang pagbabalik ng gastos sa pagpapagamot at ang benepisyo sa pagkamatay o pagkabaldado, ayon sa limitasyon ng policy. Hindi nito sakop ang pagkawala o pagkasira ng gamit, o ang mga biyaheng hindi dumaan sa BRP.',
      'I-report agad sa amin ang aksidente gamit ang contact details sa aming Kontakin Kami page para matulungan ka namin sa claim.',
    ],
  },
  {
    heading: 'BRP Points, rewards at gift certificate',
    paragraphs: [
      'Walang katumbas na pera ang points at rewards, hindi maililipat sa iba at puwedeng mag-expire. Isang beses lang puwedeng i-redeem ang gift certificate, bago ang expiry date nito. Puwede naming bawiin ang points o rewards na nakuha sa maling paraan.',
    ],
  },
  {
    heading: 'Hangganan ng aming pananagutan',
    paragraphs: [
      'Sinisikap naming laging gumagana at ligtas ang serbisyo, pero hindi namin magagarantiya na laging may available na driver o na hindi kailanman magkaaberya ang serbisyo. Hangga’t pinapayagan ng batas, hindi mananagot ang BRP sa mga di-tuwirang pagkalugi, at hanggang sa halagang ibinayad mo lang sa booking na iyon ang aming pananagutan.',
    ],
  },
  {
    heading: 'Pagsuspinde at pagbura ng account',
    paragraphs: [
      'Puwede naming suspindihin o isara ang mga account na lumalabag sa mga tuntuning ito. Puwede mong burahin ang account mo anumang oras sa Delete account page.',
    ],
  },
  {
    heading: 'Mga pagbabago at batas na sinusunod',
    paragraphs: [
      'Puwede naming baguhin ang mga tuntuning ito; ang petsa sa itaas ang nagsasabi kung alin ang pinakabagong bersiyon, at ipinapaalam sa app ang mahahalagang pagbabago. Sakop ng mga batas ng Republika ng Pilipinas ang mga tuntuning ito.',
    ],
  },
];
