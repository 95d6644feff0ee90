import { defineMessages } from '@/shared/i18n';
import { INVOICE_MESSAGES } from '@/shared/messages';

export const messages = defineMessages(
  {
    title: 'Invoices',
    totalUnpaid: 'Total unpaid',
    noUnpaid: INVOICE_MESSAGES.NO_UNPAID,
    allPaid: INVOICE_MESSAGES.ALL_PAID,
    payNow: INVOICE_MESSAGES.PAY_NOW,
    targetDate: 'Target date: {date}',
    agree: 'I agree to pay the penalty shown in my invoices.',
    waitingLink: 'Waiting for the payment link...',
    error: 'An error occurred',
    retry: 'Try again',
  },
  {
    title: 'Mga Invoice',
    totalUnpaid: 'Kabuuang hindi pa bayad',
    noUnpaid: 'Walang hindi pa bayad na invoice',
    allPaid: 'Bayad na lahat ng invoice',
    payNow: 'Magbayad ngayon',
    targetDate: 'Takdang petsa: {date}',
    agree: 'Sumasang-ayon akong bayaran ang multa na nakasaad sa aking mga invoice.',
    waitingLink: 'Hinihintay ang payment link...',
    error: 'Nagkaroon ng error',
    retry: 'Subukan muli',
  },
);
