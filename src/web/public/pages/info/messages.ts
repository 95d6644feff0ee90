import { defineMessages } from '@/shared/i18n';

/** Contact Us and the frame of the legal pages (their texts are in privacy-text.ts and terms-text.ts). */
export const infoPageMessages = defineMessages(
  {
    CONTACT_TITLE: 'Contact Us',
    CONTACT_SUBTITLE: 'We are here to help riders, drivers and partners every day.',
    PHONE: 'Phone',
    EMAIL: 'E-mail',
    FACEBOOK_PAGE: 'Facebook page',
    OFFICE_ADDRESS: 'Office address',
    NO_DETAILS: 'Our contact details will be posted here soon. Meanwhile, message us on our Facebook page.',
    OFFICE_MAP: 'Map of our office: {address}',
    OFFICE_MAP_PLAIN: 'Map of our office',
    BRP_OFFICE: 'BRP office',
    OPEN_IN_GOOGLE_MAPS: 'Open in Google Maps',
    LAST_UPDATED: 'Last updated {date}',
    CONTENTS: 'Contents',
    PRIVACY_TITLE: 'Privacy Policy',
    TERMS_TITLE: 'Terms and Conditions',
  },
  {
    CONTACT_TITLE: 'Kontakin Kami',
    CONTACT_SUBTITLE: 'Nandito kami araw-araw para tumulong sa mga pasahero, driver at partner.',
    PHONE: 'Telepono',
    EMAIL: 'E-mail',
    FACEBOOK_PAGE: 'Facebook page',
    OFFICE_ADDRESS: 'Address ng opisina',
    NO_DETAILS:
      'Ilalagay namin dito ang aming contact details sa lalong madaling panahon. Habang wala pa, i-message mo muna kami sa aming Facebook page.',
    OFFICE_MAP: 'Mapa ng aming opisina: {address}',
    OFFICE_MAP_PLAIN: 'Mapa ng aming opisina',
    BRP_OFFICE: 'Opisina ng BRP',
    OPEN_IN_GOOGLE_MAPS: 'Buksan sa Google Maps',
    LAST_UPDATED: 'Huling binago noong {date}',
    CONTENTS: 'Nilalaman',
    PRIVACY_TITLE: 'Patakaran sa Privacy',
    TERMS_TITLE: 'Mga Tuntunin at Kundisyon',
  },
);
