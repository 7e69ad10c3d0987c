import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields that belong to this answer (the reason of a rejection); the first of them gets the focus. */
  children?: ReactNode;
}

/**
 * A modal question before an answer that cannot be taken back. Focus moves to the confirm button,
 * stays inside (Tab cycles), Escape cancels, and focus returns to where it was when it closes.
 */
export function ConfirmDialog(props: Props) {
  const { busy, onCancel } = props;
  const titleId = useId();
  const messageId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const field = dialog.current?.querySelector<HTMLElement>('textarea, input');
    (field ?? confirm.current)?.focus();
    return () => previous?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onCancel();
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll<HTMLElement>('textarea, input, button') ?? [])];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="overlay">
      <div
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{props.title}</h2>
        <p id={messageId}>{props.message}</p>
        {props.children}
        <div className="actions">
          <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
            {props.cancelLabel}
          </button>
          <button
            ref={confirm}
            type="button"
            className="primary"
            // Not `disabled` while sending: focus stays here; a second press is ignored, not sent twice.
            onClick={() => {
              if (!busy) props.onConfirm();
            }}
            aria-disabled={busy}
            aria-busy={busy}
          >
            {busy ? props.busyLabel : props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
