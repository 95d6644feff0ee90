import type { WalletEntry } from '@schemas/wallet';
import type { Translate } from '@/web/shared/i18n';
import { walletMessages } from './messages';

export type WalletKey = Parameters<Translate<keyof typeof walletMessages.en>>[0];

/** The entry in plain words: its kind's sentence, or what the ledger stored for a kind without one. */
export function entryWords(entry: WalletEntry, t: Translate<WalletKey>): string {
  const key = `kind:${entry.kind}` as WalletKey;
  if (key in walletMessages.en) return t(key);
  return entry.description || t('kind:other');
}
