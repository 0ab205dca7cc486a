import { defineElementOnce, keepTabInsideDialog, ServerSafeHTMLElement } from '@storefront/shared';

/**
 * The menu's behaviour from the first paint on; MenuPanel keeps no state. The platform opens and closes the
 * `<dialog>`; this element sets the view shown, focus between views, Tab wrapping and the openers' `aria-expanded`.
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
    // Window capture phase: before the hold of early presses and React's root, which stops events to a part still
    // hydrating.
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

  /** `beforetoggle` comes within the press, `toggle` a task later: openers update in the frame that shows the menu. */
  private readonly onBeforeToggle = (event: Event): void => {
    if (event.target === this.dialog) this.sayOpen((event as ToggleEvent).newState === 'open');
  };

  /** A closed menu opens on the main view next time. */
  private followDialog(): void {
    const dialog = this.dialog;
    if (!dialog) return;
    if (!dialog.open) this.show('main');
    this.sayOpen(dialog.open);
  }

  private sayOpen(open: boolean): void {
    this.ownerDocument
      .querySelectorAll(`[commandfor="${MENU_PANEL_ID}"][command="show-modal"]`)
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

export const defineMenuElement = () => defineElementOnce(MENU_ELEMENT, MenuElement);
