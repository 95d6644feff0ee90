import { defineMessages } from '@/shared/i18n';

/** The hiring pages (/hiring, /jobs, /opportunities/{branch}, …). */
export const jobMessages = defineMessages(
  {
    JOB_OPPORTUNITIES: 'Job Opportunities',
    NO_OPENINGS: 'There are no openings in this branch right now.',
    BANNER_ALT: 'BRP drivers in {branch}',
    VEHICLES_WANTED: 'Vehicles wanted',
    VEHICLE_DRIVERS: '{type} drivers',
    HOW_TO_APPLY: 'How to apply',
    REQUIREMENTS: 'Requirements',
    DOWNLOAD_DRIVER_APP: 'Download the BRP Driver app',
    SIGN_UP_DRIVER: 'Sign up as a driver',
    OTHER_TOWNS: 'Hiring in other towns',
  },
  {
    JOB_OPPORTUNITIES: 'Mga Trabaho',
    NO_OPENINGS: 'Walang bakanteng trabaho sa branch na ito ngayon.',
    BANNER_ALT: 'Mga BRP driver sa {branch}',
    VEHICLES_WANTED: 'Mga sasakyang kailangan',
    VEHICLE_DRIVERS: 'Driver ng {type}',
    HOW_TO_APPLY: 'Paano mag-apply',
    REQUIREMENTS: 'Mga kailangan',
    DOWNLOAD_DRIVER_APP: 'I-download ang BRP Driver app',
    SIGN_UP_DRIVER: 'Mag-sign up bilang driver',
    OTHER_TOWNS: 'Naghahanap din sa ibang bayan',
  },
);

/**
 * The hiring pages' standard content: shared with the server, which seeds the job openings in both languages
 * from it.
 */
export { jobContentMessages } from '@/shared/hiring-content';
