import { defineMessages } from '@/shared/i18n';
import { IMAGE_ONLY_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from './images';

/** Photo inputs and the camera popup every app uses (selfies, IDs, receipts), and the OTP boxes. */
export const photoMessages = defineMessages(
  {
    CAMERA_HELP:
      'Please allow camera access in your browser settings and try again, or close this and choose a photo file instead.',
    STARTING_CAMERA: 'Starting the camera',
    CAMERA_PREVIEW: 'Camera preview',
    CAPTURED_PHOTO: 'Captured photo',
    RETAKE: 'Retake',
    USE_THIS_PHOTO: 'Use this photo',
    CAPTURE: 'Capture',
    TAKE_PHOTO: 'Take photo',
    CHOOSE_FILE: 'Choose file',
    CHANGE_FILE: 'Change file',
    CHOOSE_FILE_FOR: 'Choose a file for {label}',
    PREVIEW_OF: '{label} preview',
    PHOTO_ADDED: 'Photo added.',
    UNREADABLE: 'This picture could not be read.',
    IMAGE_ONLY: IMAGE_ONLY_MESSAGE,
    IMAGE_TOO_LARGE: IMAGE_TOO_LARGE_MESSAGE,
    OTP_DIGIT: 'Digit {n} of {length}',
  },
  {
    CAMERA_HELP:
      'Payagan ang access sa camera sa settings ng browser mo at subukan ulit, o isara ito at pumili na lang ng litrato mula sa files mo.',
    STARTING_CAMERA: 'Binubuksan ang camera',
    CAMERA_PREVIEW: 'Silip ng camera',
    CAPTURED_PHOTO: 'Kuhang litrato',
    RETAKE: 'Kunan ulit',
    USE_THIS_PHOTO: 'Gamitin ang litratong ito',
    CAPTURE: 'Kunan',
    TAKE_PHOTO: 'Kumuha ng litrato',
    CHOOSE_FILE: 'Pumili ng file',
    CHANGE_FILE: 'Palitan ang file',
    CHOOSE_FILE_FOR: 'Pumili ng file para sa {label}',
    PREVIEW_OF: 'Silip ng {label}',
    PHOTO_ADDED: 'Nailagay na ang litrato.',
    UNREADABLE: 'Hindi mabasa ang litratong ito.',
    IMAGE_ONLY: 'Litrato lang ang puwedeng i-upload.',
    IMAGE_TOO_LARGE: 'Masyadong malaki ang file. Hanggang 5 MB lang.',
    OTP_DIGIT: 'Digit {n} ng {length}',
  },
);
