/**
 * What the delivery schemas share: the id, text, money and time leaves, and the path and query parameters of
 * the store and product routes.
 */
import { moneyCentavos } from './money';

export const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const text = (title: string, max: number) => ({ type: 'string', title, maxLength: max }) as const;
export const money = (title: string) => ({ ...moneyCentavos, title }) as const;
export const hhmm = (title: string) =>
  ({
    type: 'string',
    title,
    description: 'Asia/Manila time, HH:MM (24-hour).',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    errorMessage: 'Enter a time as HH:MM, e.g. 08:00 or 21:30.',
  }) as const;

export const branchIdQuerySchema = {
  type: 'object',
  properties: { branch_id: { ...id, title: 'Branch' } },
  additionalProperties: false,
} as const;

export const storeIdParamsSchema = {
  type: 'object',
  properties: { id },
  required: ['id'],
} as const;

export const productParamsSchema = {
  type: 'object',
  properties: { id, productId: id },
  required: ['id', 'productId'],
} as const;

export const storeHandleParamsSchema = {
  type: 'object',
  properties: { handle: { type: 'string', minLength: 1, maxLength: 61 } },
  required: ['handle'],
} as const;
