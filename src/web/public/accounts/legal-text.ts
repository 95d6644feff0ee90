/** The summaries shown in the registration popups; the full texts are the site's own pages. */
export type LegalSummary = { title: string; fullPage: string; sections: { heading: string; text: string }[] };

export const TERMS_SUMMARY: LegalSummary = {
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
};

export const PRIVACY_SUMMARY: LegalSummary = {
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
};
