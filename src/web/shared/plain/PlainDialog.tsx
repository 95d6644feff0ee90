import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * While a modal is open, everything beside it (each sibling of the dialog and of its ancestors up to <body>)
 * is hidden from assistive technology, as MUI's modals do. The browser makes that part inert already; saying so
 * with aria-hidden as well keeps older readers and accessibility-tree tools from reading the page behind.
 * Returns the undo, which touches only what it changed.
 */
function hideBackground(dialog: Element): () => void {
  const hidden: Element[] = [];
  const shown: Element[] = [];
  for (let node: Element | null = dialog; node && node !== document.body; node = node.parentElement) {
    // A modal opened earlier (an MUI dialog of the screen) may have hidden this one's place: shown while open.
    if (node.getAttribute('aria-hidden') === 'true') {
      node.removeAttribute('aria-hidden');
      shown.push(node);
    }
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.getAttribute('aria-hidden') === 'true') continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE' || sibling.tagName === 'LINK') continue;
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }
  }
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
    for (const element of shown) element.setAttribute('aria-hidden', 'true');
  };
}

/**
 * A modal dialog on the browser's own <dialog>: focus kept inside, Escape and a tap outside close it, the page
 * behind is inert and hidden from screen readers. For the public pages, which draw without MUI.
 */
export function PlainDialog({
  open,
  onClose,
  labelledBy,
  className = 'brp-dialog',
  children,
}: {
  open: boolean;
  onClose(): void;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Closed in the same frame as its content goes: closed only by the effect below, which runs after the
  // browser has painted, the backdrop would show for a frame without the dialog on it.
  useLayoutEffect(() => {
    if (!open && ref.current?.open) ref.current.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // As MUI's dialogs do: the dialog itself takes focus (read out with its title), not its first button,
    // unless the content names the control to start on (a message's OK button, `data-autofocus`).
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    const showBackground = hideBackground(dialog);
    return () => {
      showBackground();
      if (dialog.open) dialog.close();
      // Focus goes back where it was (the control that opened it), also when the dialog left the page with
      // its owner rather than being closed.
      if (before instanceof HTMLElement && before.isConnected && document.activeElement !== before)
        before.focus();
    };
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tap outside has its keyboard twin in Escape (onCancel).
    <dialog
      ref={ref}
      tabIndex={-1}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the owner decides (it may remember the answer), so the element does not close by itself.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the <dialog> itself; taps on its content land on its children.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
