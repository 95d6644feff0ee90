import { useCallback, useEffect } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import type { PautosView } from '@schemas/pautos';
import { api, errorMessage } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';
import { getServerData, setServerData, useServerData } from '@/web/shared/server-data';

export const FINAL_PAUTOS_KEYS = new Set(['DELIVERY-DRIVER-COMPLETED', 'CANCELLED']);

export type PautosLoad =
  | { state: 'loading' }
  | { state: 'ready'; view: PautosView }
  | { state: 'error'; message: string };

const ongoing = (query: { state: { data?: PautosView } }) => {
  const key = query.state.data?.status.status_key;
  return !(key && FINAL_PAUTOS_KEYS.has(key));
};

/**
 * One errand kept current on both sides: the `pautos:{code}` realtime topic, a re-sync every 10 s until it ends
 * (paused while the tab is hidden), and one when the tab comes back. Any answer of a change (send budget,
 * update status) replaces the view; an answer older than the view shown (a lower version) is dropped.
 */
export function usePautos(bookingId: number, code: string) {
  const path = `orders/${bookingId}/pautos`;
  const shown = () => getServerData<PautosView>(path, {}, { byLanguage: false });
  const answer = useServerData<PautosView>(path, {
    byLanguage: false,
    ask: async (signal) => {
      const view = await api<PautosView>(path, { signal });
      const current = shown();
      return current && view.status.version < current.status.version ? current : view;
    },
    refetchInterval: (query) => (ongoing(query) ? STATUS_POLL_MS : false),
    refetchOnWindowFocus: ongoing,
    networkMode: 'always',
  });
  const { refetch } = answer;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const apply = useCallback(
    (view: PautosView) =>
      setServerData<PautosView>(
        path,
        {},
        (current) => (current && view.status.version < current.status.version ? current : view),
        { byLanguage: false },
      ),
    [path],
  );

  useEffect(() => realtime().subscribe(`pautos:${code}`, () => void refresh()), [code, refresh]);

  const load: PautosLoad = answer.data
    ? { state: 'ready', view: answer.data }
    : answer.isError
      ? { state: 'error', message: errorMessage(answer.error) }
      : { state: 'loading' };
  return { load, refresh, apply };
}

/** Pesos typed by a person ("1,250.50") to whole centavos; null when it is not a positive amount. */
export function pesosToCentavosInput(text: string): number | null {
  const clean = text.replace(/[,\s₱]/g, '');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(clean)) return null;
  const value = Math.round(Number(clean) * 100);
  return value > 0 ? value : null;
}

/** POST a pautos change as a multipart form (fields and at most one image). */
export async function postPautos(
  path: string,
  fields: Record<string, string | number>,
  file?: File | Blob | null,
  idempotencyKey?: string,
): Promise<PautosView> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('receipt', file, file instanceof File ? file.name : 'receipt.jpg');
  return api<PautosView>(path, {
    method: 'POST',
    form,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
}
