import { defineMessages } from '@/shared/i18n';

export const messages = defineMessages(
  {
    pendingTitle: 'Your application is being reviewed',
    pending: 'Staff are checking your documents. You can go online once your application is approved.',
    rejectedTitle: 'Your application was not approved',
    rejected: 'Reason: {reason}. Please contact BRP support.',
    noReason: 'Unknown',
    notApprovedTitle: 'Your driver account is not approved yet',
    notApproved: 'You can go online and take bookings once BRP staff approve your account.',
  },
  {
    pendingTitle: 'Sinusuri ang iyong aplikasyon',
    pending:
      'Sinusuri ng staff ang iyong mga dokumento. Maaari kang mag-online kapag naaprubahan na ang iyong aplikasyon.',
    rejectedTitle: 'Hindi naaprubahan ang iyong aplikasyon',
    rejected: 'Dahilan: {reason}. Makipag-ugnayan sa BRP support.',
    noReason: 'Hindi alam',
    notApprovedTitle: 'Hindi pa aprubado ang iyong driver account',
    notApproved:
      'Maaari kang mag-online at tumanggap ng booking kapag naaprubahan na ng BRP staff ang account mo.',
  },
);
