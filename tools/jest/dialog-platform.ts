const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
const focusableWithin = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert],[hidden]'));

/**
 * What Chromium does for a modal `<dialog>` and for invoker commands (`commandfor`), which jsdom lacks: enough of
 * it for unit tests of the host's menu and of the consent team's preferences dialog. `showModal` focuses the first
 * focusable element inside and `close` gives focus back; both fire `beforetoggle` first and `toggle` after
 * (synchronously here, a task later in a browser). A button's command runs after its click has been dispatched
 * unless the click was cancelled, whoever stopped its propagation; Escape closes the topmost open dialog unless its
 * keydown was cancelled. Returns a function that uninstalls it.
 */
export function installDialogPlatform(): () => void {
  const prototype = HTMLDialogElement.prototype;
  const original = { showModal: prototype.showModal, close: prototype.close };
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();

  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    focusedBefore.set(this, this.ownerDocument.activeElement);
    this.dispatchEvent(Object.assign(new Event('beforetoggle'), { oldState: 'closed', newState: 'open' }));
    this.setAttribute('open', '');
    focusableWithin(this)[0]?.focus();
    this.dispatchEvent(new Event('toggle'));
  };
  prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.dispatchEvent(Object.assign(new Event('beforetoggle'), { oldState: 'open', newState: 'closed' }));
    this.removeAttribute('open');
    (focusedBefore.get(this) as HTMLElement | null | undefined)?.focus();
    this.dispatchEvent(new Event('toggle'));
    this.dispatchEvent(new Event('close'));
  };

  const onClick = (event: MouseEvent) => {
    // closedby="any": a press on the backdrop, which lands on the <dialog> itself, closes it.
    if (
      event.target instanceof HTMLDialogElement &&
      event.target.open &&
      event.target.getAttribute('closedby') === 'any'
    )
      event.target.close();
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (!button) return;
    queueMicrotask(() => {
      if (event.defaultPrevented) return;
      const target = button.ownerDocument.getElementById(button.getAttribute('commandfor') ?? '');
      if (!(target instanceof HTMLDialogElement)) return;
      const command = button.getAttribute('command');
      if (command === 'show-modal') target.showModal();
      else if (command === 'close') target.close();
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    queueMicrotask(() => {
      if (!event.defaultPrevented) [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].pop()?.close();
    });
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  return () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKeyDown, true);
    Object.assign(prototype, original);
  };
}
