const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Wraps Tab at both ends of an open modal dialog (docs/accessibility.md): a modal `<dialog>` still lets Tab leave
 * for the browser's own controls. Call it on every keydown.
 */
export function keepTabInsideDialog(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || !dialog.open) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert],[hidden]'),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const current = dialog.ownerDocument.activeElement;
  if (event.shiftKey && (current === first || !dialog.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}
