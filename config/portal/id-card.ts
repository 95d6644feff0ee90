import { BLOOD_TYPES } from '../constants';
import { idInfoFormSchema } from '@schemas/id-card';
import { defineMessages } from '@/shared/i18n';
import { definePortalPage } from './define';

const messages = defineMessages(
  {
    title: 'ID Generator',
    section: 'ID card details',
    person: 'Emergency Contact Person',
    phone: 'Emergency Contact Number',
    phoneHint: '09xxxxxxxxx or +639xxxxxxxxx',
    bloodType: 'Blood Type',
    qrType: 'QR Type',
    qrCode: 'GCash QR Code',
    gcash: 'GCash',
    submit: 'Submit',
    ...Object.fromEntries(BLOOD_TYPES.map((type) => [`blood:${type}`, type])),
  } as Record<string, string> & { title: string },
  {
    title: 'ID Generator',
    section: 'Mga detalye ng ID card',
    person: 'Taong Kokontakin sa Emergency',
    phone: 'Numero ng Kokontakin sa Emergency',
    phoneHint: '09xxxxxxxxx o +639xxxxxxxxx',
    bloodType: 'Blood Type',
    qrType: 'Uri ng QR',
    qrCode: 'GCash QR Code',
    gcash: 'GCash',
    submit: 'Ipasa',
    ...Object.fromEntries(
      BLOOD_TYPES.map((type) => [`blood:${type}`, type === 'Unknown' ? 'Hindi alam' : type]),
    ),
  },
);

/** /id: the ID card form (spec part 2 §5, fields and checks in order). */
export const idCardPage = definePortalPage({
  name: 'id-card',
  schema: idInfoFormSchema,
  messages,
  title: 'title',
  submit: 'submit',
  sections: [
    {
      title: 'section',
      fields: [
        { name: 'emergency_contact_person', widget: 'text', label: 'person' },
        { name: 'emergency_contact_phone', widget: 'phone-ph', label: 'phone', hint: 'phoneHint' },
        {
          name: 'blood_type',
          widget: 'select',
          label: 'bloodType',
          options: BLOOD_TYPES.map((type) => ({ value: type, label: `blood:${type}` })),
        },
        { name: 'qr_type', widget: 'select', label: 'qrType', options: [{ value: 'GCash', label: 'gcash' }] },
        { name: 'gcash_qr_text', widget: 'text', label: 'qrCode', custom: 'qr-image' },
      ],
    },
  ],
  dialogOrder: [
    'emergency_contact_person',
    'emergency_contact_phone',
    'blood_type',
    'qr_type',
    'gcash_qr_text',
  ],
});
