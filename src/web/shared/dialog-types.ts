import type { ReactNode } from 'react';

export type DialogKind = 'info' | 'success' | 'error' | 'warning';

export type DialogViewProps = {
  pending: Pending | null;
  onClose: (yes: boolean) => void;
  okLabel: string;
};

export type Pending = {
  kind: DialogKind;
  title: string;
  text: ReactNode;
  confirm?: { yes: string; no: string };
  resolve: (yes: boolean) => void;
};
