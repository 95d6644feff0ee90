import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_POLL_MS } from '@config/constants';
import type { PautosView } from '@schemas/pautos';
import { api, errorMessage } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';

export const FINAL_PAUTOS_KEYS = new Set(['DELIVERY-DRIVER-COMPLETED', 'CANCELLED']);

export type PautosLoad =
  | { state: 'loading' }
  | { state: 'ready'; view: PautosView }
  | { state: 'error'; message: string };

/**
 * One errand kept current on both sides: the `pautos:{code}` realtime topic, a re-sync every 10 s until it ends,
 * and one when the tab comes back. Any answer of a change (send budget, update status) replaces the view.
 */
export function usePautos(bookingId: number, code: string) {
  const [load, setLoad] = useState<PautosLoad>({ state: 'loading' });
  const version = useRef(0);
  const refresh = useCallback(async () => {
    try {
      const view = await api<PautosView>(`orders/${bookingId}/pautos`);
      if (view.status.version >= version.current) {
        version.current = view.status.version;
        setLoad({ state: 'ready', view });
      }
    } catch (error) {
      setLoad((current) =>
        current.state === 'ready' ? current : { state: 'error', message: errorMessage(error) },
      );
    }
  }, [bookingId]);

  const apply = useCallback((view: PautosView) => {
    if (view.status.version < version.current) return;
    version.current = view.status.version;
    setLoad({ state: 'ready', view });
  }, []);

  useEffect(() => {
    version.current = 0;
    void refresh();
    return realtime().subscribe(`pautos:${code}`, () => void refresh());
  }, [code, refresh]);

  const statusKey = load.state === 'ready' ? load.view.status.status_key : null;
  useEffect(() => {
    if (statusKey && FINAL_PAUTOS_KEYS.has(statusKey)) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, STATUS_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [statusKey, refresh]);

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
