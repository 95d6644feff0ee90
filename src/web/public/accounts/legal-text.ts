import type { Locale } from '@/shared/i18n';

/** The summaries shown in the registration popups; the full texts are the site's own pages. */
export type LegalSummary = { title: string; fullPage: string; sections: { heading: string; text: string }[] };
export type LegalKind = 'terms' | 'privacy';

const SUMMARIES: Record<Locale, Record<LegalKind, LegalSummary>> = {
  en: {
    terms: {
      title: 'Terms and Conditions',
      fullPage: '/terms-and-conditions',
      sections: [
        {
          heading: 'Your obligations',
          text: 'Give true details when you register, keep your password to yourself, treat drivers and partners with respect, and do not use the service for anything unlawful.',
        },
        {
          heading: 'Insurance',
          text: 'Insurance cover during a trip is limited to reimbursement of medical expenses and to death or disablement benefits.',
        },
        {
          heading: 'Tourist locations',
          text: 'Fares in tourist locations may carry an adjustment. Any adjustment is shown to you before you book.',
        },
        {
          heading: 'Cancellations',
          text: 'You may cancel a booking, but repeated or abusive cancellations may be charged a fee or limited.',
        },
      ],
    },
    privacy: {
      title: 'Data Privacy',
      fullPage: '/privacy-policy',
      sections: [
        {
          heading: 'What we collect',
          text: 'Your name, email address, phone number, birthday and address, the photo you take or upload, and for foreign visitors the passport and tourist visa images. During a booking we use your location.',
        },
        {
          heading: 'Why',
          text: 'To verify who you are, to match you with drivers and partners, to keep trips safe, and to give you rewards. Drivers see only what they need to complete your booking.',
        },
        {
          heading: 'Your rights',
          text: 'Under the Data Privacy Act of 2012 you may ask to see, correct or delete your data. You can delete your account at any time from the Delete account page.',
        },
      ],
    },
  },
  fil: {
    terms: {
      title: 'Terms and Conditions',
      fullPage: '/terms-and-conditions',
      sections: [
        {
          heading: 'Mga dapat mong gawin',
          text: 'Totoong detalye ang ilagay mo pag-register, huwag ipagsabi ang password mo, igalang ang mga driver at partner, at huwag gamitin ang serbisyo sa anumang labag sa batas.',
        },
        {
          heading: 'Insurance',
          text: 'Ang insurance habang nasa biyahe ay para lang sa reimbursement ng gastos sa pagpapagamot, at sa benepisyo kapag namatay o nabaldado.',
        },
        {
          heading: 'Mga tourist spot',
          text: 'Puwedeng may adjustment ang pasahe sa mga tourist spot. Makikita mo muna ang anumang adjustment bago ka mag-book.',
        },
        {
          heading: 'Pag-cancel',
          text: 'Puwede kang mag-cancel ng booking, pero puwedeng singilin ng fee o limitahan ang paulit-ulit o abusadong pag-cancel.',
        },
      ],
    },
    privacy: {
      title: 'Data Privacy',
      fullPage: '/privacy-policy',
      sections: [
        {
          heading: 'Ano ang kinukuha namin',
          text: 'Ang pangalan, email address, phone number, birthday at address mo, ang litratong kinuha o in-upload mo, at para sa mga foreigner, ang larawan ng passport at tourist visa. Habang may booking, ginagamit namin ang location mo.',
        },
        {
          heading: 'Bakit',
          text: 'Para ma-verify kung sino ka, para maitugma ka sa mga driver at partner, para maging ligtas ang biyahe, at para mabigyan ka ng rewards. Ang nakikita lang ng driver ay ang kailangan niya para matapos ang booking mo.',
        },
        {
          heading: 'Ang mga karapatan mo',
          text: 'Ayon sa Data Privacy Act of 2012, puwede mong hilinging makita, itama o burahin ang data mo. Puwede mong i-delete ang account mo anumang oras sa page na Delete account.',
        },
      ],
    },
  },
};

/** The Terms and Conditions or Data Privacy summary in the reader's language. */
export function legalSummary(kind: LegalKind, locale: Locale): LegalSummary {
  return SUMMARIES[locale][kind];
}
