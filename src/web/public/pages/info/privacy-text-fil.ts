import type { LegalSection } from './LegalDocument';

/** The privacy policy in Filipino: the same sections as privacy-text.ts, written for readers in Palawan. */
export const PRIVACY_UPDATED_FIL = 'Nobyembre 1, 2025';

export const PRIVACY_INTRO_FIL =
  'Iginagalang ng BRP ang iyong privacy at pinoprotektahan namin ang iyong personal na impormasyon ayon sa Data Privacy Act of 2012 (Republic Act No. 10173). Ipinapaliwanag dito kung ano ang kinokolekta namin, bakit, sino ang nakakakita nito, at ano ang puwede mong gawin tungkol dito.';

export const PRIVACY_SECTIONS_FIL: LegalSection[] = [
  {
    heading: 'Ano ang kinokolekta namin',
    items: [
      'Detalye ng account: pangalan, e-mail address, mobile number, birthday at address mo.',
      'Ang litrato mo, kinunan o in-upload noong nag-register ka, para makilala ka ng driver.',
      'Para sa mga dayuhang bisita: litrato ng passport at tourist visa mo, at ang e-mail ng Google account mo kapag nag-login ka gamit ang Google.',
      'Ang lokasyon mo habang ginagamit mo ang mapa o may aktibo kang booking, para makita ang mga driver sa malapit at para magabayan ang driver mo.',
      'Mga booking, chat sa mga driver, transaksiyon sa wallet, resibong in-upload mo para sa budget ng pautos, points at rewards.',
      'Teknikal na impormasyon gaya ng uri ng device at browser mo, at mga log na tumutulong sa amin na panatilihing ligtas ang serbisyo.',
    ],
  },
  {
    heading: 'Bakit namin ito ginagamit',
    items: [
      'Para magawa ang account mo at matiyak kung sino ka, kasama na ang one-time code na ipinapadala sa SMS.',
      'Para maitugma ka sa mga driver at partner store, at para matapos ang mga booking at bayad mo.',
      'Para manatiling ligtas ang mga pasahero at driver, maasikaso ang mga report at emergency, at maiwasan ang panloloko at maling paggamit.',
      'Para mabigyan ka ng BRP Points, rewards at benepisyo ng referral.',
      'Para masagot ang mga tanong mo at mapaganda pa ang serbisyo. Nagpapadala lang kami ng promo kung pumayag ka.',
    ],
  },
  {
    heading: 'Sino ang nakakakita nito',
    items: [
      'Nakikita ng driver mo ang pangalan, litrato, sunduan, pupuntahan at ang mga detalye ng booking na kailangan sa biyahe.',
      'Nakikita ng mga partner store ang order at ang detalye ng delivery na kailangan nila para maihanda ito.',
      'Ang pangalan, litrato at referral code mo lang ang makikita sa invitation page mo, hindi kailanman ang phone number o e-mail mo.',
      'Ang mga service provider na nagtatrabaho para sa amin (hosting, SMS, mapa at pag-login) ay gumagamit lang ng data ayon sa utos namin.',
      'Ang mga awtoridad, kapag hinihingi ng batas.',
    ],
    paragraphs: ['Hindi namin kailanman ibinebenta ang personal mong impormasyon.'],
  },
  {
    heading: 'Gaano katagal namin ito itinatago',
    paragraphs: [
      'Itinatago namin ang impormasyon mo habang aktibo ang account mo. Kapag binura mo ang account mo, aalisin namin o gagawing anonymous ang personal mong impormasyon, maliban sa mga record na kailangang itago ayon sa batas, gaya ng mga record ng transaksiyon.',
    ],
  },
  {
    heading: 'Paano namin ito pinoprotektahan',
    paragraphs: [
      'Naka-encrypt ang koneksiyon sa BRP, naka-secure hash lang ang pagkakatago ng mga password, at nakikita lang ng staff ang personal na impormasyon kapag kailangan ito sa trabaho nila.',
    ],
  },
  {
    heading: 'Ang iyong mga karapatan',
    items: [
      'Malaman kung paano ginagamit ang data mo, at makakuha ng kopya nito.',
      'Maitama ang impormasyong mali o luma na.',
      'Tumutol sa paggamit nito, o ipabura sa amin ang data mo, kasama na sa pamamagitan ng pagbura ng account mo.',
      'Magsampa ng reklamo sa National Privacy Commission.',
    ],
  },
  {
    heading: 'Mga pagbabago at paano kami makokontak',
    paragraphs: [
      'Puwede naming baguhin ang patakarang ito; ang petsa sa itaas ang nagsasabi kung alin ang pinakabagong bersiyon. Para gamitin ang mga karapatan mo o magtanong, sumulat sa aming Data Protection Officer gamit ang e-mail address sa aming Kontakin Kami page.',
    ],
  },
];
