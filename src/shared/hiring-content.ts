import { defineMessages } from './i18n';

/**
 * The hiring pages' standard content, as a new installation has it (staff edit it in the console). The server
 * seeds the job openings from it in English and Filipino; the hiring page shows a stored English text in
 * Filipino where it is still this one and the opening has no Filipino of its own, otherwise as stored.
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
