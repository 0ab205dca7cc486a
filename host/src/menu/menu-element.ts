import { defineElementOnce, keepTabInsideDialog, ServerSafeHTMLElement } from '@storefront/shared';

/**
 * The site menu's behaviour from the first paint on (the hydration loader defines it; MenuPanel renders the same
 * markup and keeps no state of its own). The platform opens and closes the menu's modal `<dialog>` (`commandfor` on
 * the Menu button, `command="close"`, Escape, a press outside); this element owns the rest, in the markup:
 * - the view shown (`data-view` on the dialog, `hidden` on the other views and on Back), the main one on each opening;
 * - focus on a change of view: Back on a sub-panel, the entry that opened it back on the main view;
 * - Tab wrapping at both ends of the open menu (a modal dialog lets Tab leave for the browser's own controls);
 * - `aria-expanded` on the buttons that open the dialog.
 */
export const MENU_ELEMENT = 'site-menu-panel';
export const MENU_PANEL_ID = 'site-menu';
export const MENU_VIEW_ATTRIBUTE = 'data-menu-view';
export const OPENS_VIEW_ATTRIBUTE = 'data-opens-view';
export const MENU_BACK_ATTRIBUTE = 'data-menu-back';

class MenuElement extends ServerSafeHTMLElement {
  private listening: AbortController | undefined;

  connectedCallback(): void {
    this.listening = new AbortController();
    const { signal } = this.listening;
    // Presses and keys are heard on the window, in the capture phase: before the document's hold of early presses,
    // and before React's root, which stops an event that reaches a part it is still hydrating.
    window.addEventListener('click', this.onClick, { capture: true, signal });
    window.addEventListener('keydown', this.onKeyDown, { capture: true, signal });
    // `beforetoggle` and `toggle` do not bubble: heard on the way down to the dialog.
    this.addEventListener('beforetoggle', this.onBeforeToggle, { capture: true, signal });
    this.addEventListener('toggle', () => this.followDialog(), { capture: true, signal });
    this.followDialog();
  }

  disconnectedCallback(): void {
    this.listening?.abort();
  }

  private get dialog(): HTMLDialogElement | null {
    return this.querySelector('dialog');
  }

  /**
   * The openers say the menu is open in the frame that shows it: `beforetoggle` comes within the press, whereas
   * `toggle` comes a task later, after that frame.
   */
  private readonly onBeforeToggle = (event: Event): void => {
    if (event.target === this.dialog) this.sayOpen((event as ToggleEvent).newState === 'open');
  };

  /** A menu closed on any view opens on the main one; the buttons that open it say whether it is open. */
  private followDialog(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    if (!dialog.open) this.show('main');
    this.sayOpen(dialog.open);
  }

  private sayOpen(open: boolean): void {
    const dialog = this.dialog;
    if (!dialog) return;
    this.ownerDocument
      .querySelectorAll(`[commandfor="${dialog.id}"][command="show-modal"]`)
      .forEach((opener) => opener.setAttribute('aria-expanded', String(open)));
  }

  private readonly onClick = (event: MouseEvent): void => {
    if (!(event.target instanceof Element) || !this.contains(event.target)) return;
    const opener = event.target.closest(`[${OPENS_VIEW_ATTRIBUTE}]`);
    if (opener) {
      this.show(opener.getAttribute(OPENS_VIEW_ATTRIBUTE)!);
      this.querySelector<HTMLElement>(`[${MENU_BACK_ATTRIBUTE}]`)?.focus();
    } else if (event.target.closest(`[${MENU_BACK_ATTRIBUTE}]`)) {
      const cameFrom = this.dialog?.getAttribute('data-view');
      this.show('main');
      this.querySelector<HTMLElement>(`[${OPENS_VIEW_ATTRIBUTE}="${cameFrom}"]`)?.focus();
    }
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const dialog = this.dialog;
    if (dialog) keepTabInsideDialog(dialog, event);
  };

  private show(view: string): void {
    const dialog = this.dialog;
    if (!dialog || !this.querySelector(`[${MENU_VIEW_ATTRIBUTE}="${view}"]`)) return;
    dialog.setAttribute('data-view', view);
    this.querySelectorAll(`[${MENU_VIEW_ATTRIBUTE}]`).forEach((section) =>
      section.toggleAttribute('hidden', section.getAttribute(MENU_VIEW_ATTRIBUTE) !== view),
    );
    this.querySelector(`[${MENU_BACK_ATTRIBUTE}]`)?.toggleAttribute('hidden', view === 'main');
  }
}

/** Defines the element once, whichever script (the hydration loader or the application) comes first. */
export const defineMenuElement = () => defineElementOnce(MENU_ELEMENT, MenuElement);
