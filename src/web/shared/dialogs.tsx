import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { translate } from '@/shared/i18n';
import { genericMessages } from '@/shared/site-messages';
import type { DialogKind, DialogViewProps, Pending } from './dialog-types';
import { getLocale, useMessages } from './i18n';

export type { DialogKind, DialogViewProps, Pending } from './dialog-types';

type DialogApi = {
  /** A message with one OK button; resolves when closed. */
  alert(kind: DialogKind, title: string, text: ReactNode): Promise<void>;
  /** A question with two buttons; resolves true for the first. */
  confirm(title: string, text: ReactNode, labels?: { yes: string; no: string }): Promise<boolean>;
};

/**
 * Which message dialog the page draws: the public site's is plain (no MUI: its pages load none until a screen
 * drawn with it), the rider, driver and console apps draw MUI's, which sits well on top of their own MUI
 * dialogs (one focus trap, one modal stack). Set once by mountApp before the first render.
 */
let dialogLook: 'plain' | 'mui' = 'plain';
export function drawDialogsWithMui() {
  dialogLook = 'mui';
}

const loadDialogView = (): Promise<{ default: ComponentType<DialogViewProps> }> =>
  dialogLook === 'mui' ? import('./DialogView') : import('./plain/PlainDialogView');
/** Used when the dialog's code cannot be fetched (offline before it was cached): the browser's own dialogs. */
function NativeDialog({ pending, onClose }: DialogViewProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per message, whatever re-renders around it
  useEffect(() => {
    if (!pending) return;
    const text = typeof pending.text === 'string' ? `${pending.title}\n\n${pending.text}` : pending.title;
    if (pending.confirm) onClose(window.confirm(text));
    else {
      window.alert(text);
      onClose(true);
    }
  }, [pending]);
  return null;
}

const DialogView = lazy<ComponentType<DialogViewProps>>(() =>
  loadDialogView().catch(() => ({ default: NativeDialog })),
);

/** Fetches the dialog's code ahead of its first use (called once the page is interactive). */
export function preloadDialogView() {
  void loadDialogView().catch(() => {
    // Offline before it was cached: fetched again on the first dialog.
  });
}

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [opened, setOpened] = useState(false);
  const t = useMessages(genericMessages);
  const queue = useRef<Pending[]>([]);
  const show = useCallback((next: Pending) => {
    setOpened(true);
    setPending((current) => {
      if (current) {
        queue.current.push(next);
        return current;
      }
      return next;
    });
  }, []);
  const close = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(queue.current.shift() ?? null);
  };
  const value = useMemo<DialogApi>(
    () => ({
      alert: (kind, title, text) =>
        new Promise<void>((resolve) => show({ kind, title, text, resolve: () => resolve() })),
      confirm: (title, text, labels) =>
        new Promise<boolean>((resolve) =>
          show({
            kind: 'info',
            title,
            text,
            confirm: labels ?? {
              yes: translate(genericMessages, getLocale(), 'YES'),
              no: translate(genericMessages, getLocale(), 'NO'),
            },
            resolve,
          }),
        ),
    }),
    [show],
  );
  // The dialog's code is not part of the first load: it is fetched after the page is ready (see
  // preloadDialogView) or on the first dialog, whichever comes first.
  return (
    <DialogContext.Provider value={value}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <DialogView pending={pending} onClose={close} okLabel={t('OK')} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs needs a DialogProvider');
  return api;
}
