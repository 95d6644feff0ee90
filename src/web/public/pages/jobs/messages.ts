import { defineMessages } from '../../../../shared/i18n';

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
 * The hiring pages' standard content, as a new installation has it (English as stored; staff edit it in the
 * console): shown in Filipino where the stored text is still this one, otherwise as stored.
 */
export const jobContentMessages = defineMessages(
  {
    DRIVE_IN: 'Drive with BRP in {branch}',
    STEP_FACEBOOK: 'Like and follow the BRP {branch} Facebook page.',
    STEP_MESSENGER:
      'Join the BRP {branch} drivers Messenger group and ask the admins if slots are available.',
    STEP_DOWNLOAD: 'Download the BRP Driver app and sign up with your documents.',
    STEP_WAIT: 'Wait for our message about the orientation schedule.',
    LICENSE: "Valid professional driver's license",
    DOCUMENTS: 'Updated vehicle documents (OR/CR)',
    ANDROID: 'Android phone with Google support (Google Play services)',
    HOURS: 'At least {hours} hours of driving every day',
    MOTORCYCLE: 'Motorcycle',
    TRICYCLE: 'Tricycle',
    CAR: 'Car',
    SUMMARY_EL_NIDO:
      'Tourists and locals book BRP every day from the town proper to Corong-Corong, Nacpan and the airport. Earn on your own schedule with rides, pautos and deliveries.',
    SUMMARY_BROOKES_POINT:
      "BRP is growing in southern Palawan. Join the first partner drivers of Brooke's Point and serve riders, errands and store deliveries in town.",
    SUMMARY_NARRA:
      'Narra riders need more drivers at peak hours. Partner drivers keep what they earn from fares and earn bonus points during busy times.',
  },
  {
    DRIVE_IN: 'Mag-drive sa BRP sa {branch}',
    STEP_FACEBOOK: 'I-like at i-follow ang Facebook page ng BRP {branch}.',
    STEP_MESSENGER:
      'Sumali sa Messenger group ng mga driver ng BRP {branch} at itanong sa mga admin kung may bakante pa.',
    STEP_DOWNLOAD: 'I-download ang BRP Driver app at mag-sign up gamit ang mga dokumento mo.',
    STEP_WAIT: 'Hintayin ang mensahe namin tungkol sa schedule ng orientation.',
    LICENSE: "Valid na professional driver's license",
    DOCUMENTS: 'Updated na papeles ng sasakyan (OR/CR)',
    ANDROID: 'Android phone na may Google support (Google Play services)',
    HOURS: 'Kahit {hours} oras na pagmamaneho araw-araw',
    MOTORCYCLE: 'motorsiklo',
    TRICYCLE: 'tricycle',
    CAR: 'kotse',
    SUMMARY_EL_NIDO:
      'Araw-araw nagbu-book ng BRP ang mga turista at taga-rito, mula bayan papuntang Corong-Corong, Nacpan at airport. Kumita sa sarili mong oras sa rides, pautos at deliveries.',
    SUMMARY_BROOKES_POINT:
      "Lumalago ang BRP sa southern Palawan. Maging isa sa mga unang partner driver ng Brooke's Point at mag-serve ng rides, pautos at store deliveries sa bayan.",
    SUMMARY_NARRA:
      'Kailangan ng mas maraming driver sa Narra tuwing rush hour. Sa partner driver ang kinikita nila sa pamasahe, at may bonus points pa kapag maraming booking.',
  },
);
