import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal dialog on the browser's own <dialog>: focus kept inside, Escape and a tap outside close it, the page
 * behind is inert. For the public pages' first screens, which draw without MUI.
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
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // As MUI's dialogs do: the dialog itself takes focus (read out with its title), not its first button.
      dialog.focus();
    }
    if (!open && dialog.open) dialog.close();
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
