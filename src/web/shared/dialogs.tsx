import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { translate } from '../../shared/i18n';
import { genericMessages } from '../../shared/messages';
import { getLocale, useMessages } from './i18n';

export type DialogKind = 'info' | 'success' | 'error' | 'warning';
type Pending = {
  kind: DialogKind;
  title: string;
  text: ReactNode;
  confirm?: { yes: string; no: string };
  resolve: (yes: boolean) => void;
};

type DialogApi = {
  /** A message with one OK button; resolves when closed. */
  alert(kind: DialogKind, title: string, text: ReactNode): Promise<void>;
  /** A question with two buttons; resolves true for the first. */
  confirm(title: string, text: ReactNode, labels?: { yes: string; no: string }): Promise<boolean>;
};

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const t = useMessages(genericMessages);
  const queue = useRef<Pending[]>([]);
  const show = useCallback((next: Pending) => {
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
  const color =
    pending?.kind === 'error' ? 'error.main' : pending?.kind === 'success' ? 'success.dark' : undefined;
  return (
    <DialogContext.Provider value={value}>
      {children}
      <Dialog
        open={Boolean(pending)}
        onClose={() => close(false)}
        aria-labelledby="app-dialog-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="app-dialog-title" sx={{ color }}>
          {pending?.title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText component="div">{pending?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {pending?.confirm ? (
            <>
              <Button onClick={() => close(false)}>{pending.confirm.no}</Button>
              <Button variant="contained" onClick={() => close(true)} autoFocus>
                {pending.confirm.yes}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={() => close(true)} autoFocus>
              {t('OK')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs needs a DialogProvider');
  return api;
}
