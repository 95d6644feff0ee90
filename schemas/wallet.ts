import type { FromSchema } from 'json-schema-to-ts';
import { CENTAVOS_NOTE } from './money';

export const WALLET_TYPES = ['wallet', 'point'] as const;

/** One line of the wallet ledger as its owner sees it. */
export const walletEntrySchema = {
  $id: 'walletEntry',
  type: 'object',
  title: 'Wallet entry',
  properties: {
    id: { type: 'integer' },
    wallet: { type: 'string', enum: WALLET_TYPES, title: 'Wallet' },
    amount_centavos: {
      type: 'integer',
      title: 'Amount',
      description: `Positive for credits, negative for debits. ${CENTAVOS_NOTE}`,
    },
    kind: { type: 'string', title: 'Kind' },
    description: { type: 'string', title: 'Description' },
    created_at: { type: 'string', format: 'date-time', title: 'Date' },
    booking: {
      type: ['object', 'null'],
      title: 'Booking',
      description: 'The booking the entry is for (the change of an errand), when it is for one.',
      properties: {
        id: { type: 'integer' },
        code: { type: 'string' },
        service: { type: 'string', enum: ['ride', 'pautos', 'delivery'] },
        is_own: { type: 'boolean', description: 'The account booked it (rather than drove it).' },
      },
      required: ['id', 'code', 'service', 'is_own'],
      additionalProperties: false,
    },
  },
  required: ['id', 'wallet', 'amount_centavos', 'kind', 'description', 'created_at'],
  additionalProperties: false,
} as const;
export type WalletEntry = FromSchema<typeof walletEntrySchema>;

export const walletSummarySchema = {
  $id: 'walletSummary',
  type: 'object',
  title: 'Wallet',
  properties: {
    balance_centavos: { type: 'integer', description: `Money balance. ${CENTAVOS_NOTE}` },
    points_centavos: { type: 'integer', description: 'Points balance in hundredths of a point.' },
    entries: { type: 'array', items: walletEntrySchema },
    total: { type: 'integer', description: 'How many entries the account has in all.' },
  },
  required: ['balance_centavos', 'points_centavos', 'entries', 'total'],
  additionalProperties: false,
} as const;
export type WalletSummary = FromSchema<typeof walletSummarySchema>;

export const walletQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
} as const;
