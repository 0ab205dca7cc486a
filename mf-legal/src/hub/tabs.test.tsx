import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isInPageNavigation } from '@storefront/shared';
import LegalRoutes from '../exposes/routes';
import { renderAtPath } from '../test/render-with-i18n.test-support';
import { TEST_RUNTIME_CONFIG } from '../test/runtime-config.test-support';
import { DOCUMENT_CHOSEN_EVENT } from './legal-tabs-element';
import { tabIndexForKey } from './tab-list';

/** Moves focus to <main> after a URL change unless it is an in-page one, as the host's layout does. */
function HostLikeMain({ children }: { children: React.ReactNode }) {
  const { pathname, state } = useLocation();
  const inPage = isInPageNavigation(state);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!inPage) main.current?.focus();
  }, [pathname, inPage]);
  return (
    <main ref={main} tabIndex={-1}>
      {children}
    </main>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

/**
 * Presses `key` on the focused tab in the commit that first shows `path`, before that commit's effects have run: a
 * busy phone renders a choice's route change late, and the visitor may have chosen again by then.
 */
function PressWhenRendered({ path, pressedKey }: { path: string; pressedKey: string }) {
  const { pathname } = useLocation();
  const pressed = useRef(false);
  useLayoutEffect(() => {
    if (pathname !== path || pressed.current) return;
    pressed.current = true;
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: pressedKey, bubbles: true }));
  }, [pathname, path, pressedKey]);
  return null;
}

const renderHub = (path: string) => renderAtPath(<LegalRoutes config={TEST_RUNTIME_CONFIG} />, path);
const currentLocation = () => screen.getByTestId('current-location').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true });

/**
 * Lets a choice's route change follow the frames that show it, and the effects after it (the host-like focus move),
 * before asserting.
 */
const afterRouteChange = () =>
  act(async () => {
    for (let frame = 0; frame < 3; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

describe('tabIndexForKey', () => {
  it('moves right and left with wrap-around, and to the ends with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 7)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 6, 7)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 7)).toBe(6);
    expect(tabIndexForKey('ArrowLeft', 3, 7)).toBe(2);
    expect(tabIndexForKey('Home', 4, 7)).toBe(0);
    expect(tabIndexForKey('End', 1, 7)).toBe(6);
    expect(tabIndexForKey('Enter', 1, 7)).toBeNull();
  });
});

describe('legal tabs', () => {
  it('lists the seven documents in a labelled tab list, the one of the URL selected', () => {
    renderHub('/legal/shipping');
    const tablist = screen.getByRole('tablist', { name: 'Legal documents' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
      'Right of Withdrawal',
      'Shipping Information',
      'Return Policy',
      'Legal Notice',
      'Contact',
    ]);
    expect(selectedTab()).toHaveTextContent('Shipping Information');
  });

  it('puts only the selected tab in the tab order and ties it to its panel', () => {
    renderHub('/privacy-policy');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([selectedTab()]);
    const panel = screen.getByRole('tabpanel');
    expect(selectedTab()).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAccessibleName('Privacy Policy');
  });

  it('selects the next tab with ArrowRight, moving focus and the URL along', async () => {
    const user = userEvent.setup();
    renderHub('/terms-and-conditions');
    await user.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    await user.keyboard('{ArrowRight}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Privacy Policy');
    expect(selectedTab()).toHaveFocus();
    expect(currentLocation()).toBe('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Privacy Policy');
  });

  it('wraps around with ArrowLeft and jumps to the ends with Home and End', async () => {
    const user = userEvent.setup();
    renderHub('/legal');
    await user.tab();
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Contact');
    expect(currentLocation()).toBe('/contact');

    await user.keyboard('{Home}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Terms & Conditions');
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{End}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Contact');
    expect(selectedTab()).toHaveFocus();
    expect(currentLocation()).toBe('/contact');
  });

  it('navigates to the short path of a clicked tab', async () => {
    const user = userEvent.setup();
    renderHub('/legal/anything-else');
    await user.click(screen.getByRole('tab', { name: 'Return Policy' }));
    await afterRouteChange();
    expect(currentLocation()).toBe('/return-policy');
    expect(selectedTab()).toHaveTextContent('Return Policy');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('within 14 days of receipt');
  });

  it('moves from the selected tab into its panel with Tab', async () => {
    const user = userEvent.setup();
    renderHub('/return-policy');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('keeps focus on the chosen tab when the page moves focus to <main> after the URL changed', async () => {
    const user = userEvent.setup();
    renderAtPath(
      <HostLikeMain>
        <LegalRoutes config={TEST_RUNTIME_CONFIG} />
      </HostLikeMain>,
      '/shipping',
    );
    await user.click(screen.getByRole('tab', { name: 'Shipping Information' }));
    await user.keyboard('{ArrowRight}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Return Policy');
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Right of Withdrawal');
    expect(selectedTab()).toHaveFocus();
    expect(currentLocation()).toBe('/right-of-withdrawal');
  });

  it('does not add a history entry when Home is pressed on the first tab', async () => {
    const user = userEvent.setup();
    renderHub('/terms-and-conditions');
    await user.tab();
    await user.keyboard('{Home}');
    await afterRouteChange();
    expect(currentLocation()).toBe('/terms-and-conditions');
    expect(selectedTab()).toHaveFocus();
  });

  it('shows the selected tab again once web fonts have widened the tabs after the first paint', async () => {
    let fontsArrived = () => {};
    const ready = new Promise<void>((resolve) => (fontsArrived = resolve));
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    // The tab list is 300 px wide; until the fonts arrive every tab fits, then the selected tab ends at 420 px.
    let fontsIn = false;
    const box = (left: number, right: number) => ({ left, right }) as DOMRect;
    const boxes = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.getAttribute('role') === 'tablist') return box(0, 300);
      if (this.getAttribute('aria-selected') === 'true') return fontsIn ? box(360, 420) : box(200, 260);
      return box(0, 0);
    });
    try {
      renderHub('/contact');
      const list = screen.getByRole('tablist');
      expect(list.scrollLeft).toBe(0);
      fontsIn = true;
      await act(async () => {
        fontsArrived();
        await ready;
      });
      expect(list.scrollLeft).toBe(120);
    } finally {
      boxes.mockRestore();
      delete (document as { fonts?: unknown }).fonts;
    }
  });
  it('shows the document a link or Back names, also the one rendered last, when a choice since has not reached the address', async () => {
    const user = userEvent.setup();
    renderAtPath(
      <>
        <LegalRoutes config={TEST_RUNTIME_CONFIG} />
        <Link to="/contact">Contact again</Link>
      </>,
      '/contact',
    );
    // A choice whose route change is still on its way (a busy phone, a transition not rendered yet).
    const element = document.querySelector('legal-tabs')!;
    const onItsWay = (event: Event) => event.stopImmediatePropagation();
    element.addEventListener(DOCUMENT_CHOSEN_EVENT, onItsWay, { capture: true });
    await user.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Terms & Conditions');
    expect(currentLocation()).toBe('/contact');
    element.removeEventListener(DOCUMENT_CHOSEN_EVENT, onItsWay, { capture: true });

    await user.click(screen.getByRole('link', { name: 'Contact again' }));
    expect(selectedTab()).toHaveTextContent('Contact');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Contact/);
  });
  it('shows the document of the entry it opened on again when Back returns there from a link', async () => {
    const user = userEvent.setup();
    renderAtPath(
      <>
        <LegalRoutes config={TEST_RUNTIME_CONFIG} />
        <Link to="/legal-notice">Legal notice</Link>
        <BackButton />
      </>,
      '/legal/shipping',
    );
    await user.click(screen.getByRole('link', { name: 'Legal notice' }));
    expect(selectedTab()).toHaveTextContent('Legal Notice');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/legal/shipping');
    expect(selectedTab()).toHaveTextContent('Shipping Information');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Shipping/);
  });
  it('adds one history entry a choice, when a choice is made before the previous one has rendered', async () => {
    const user = userEvent.setup();
    renderAtPath(
      <>
        <LegalRoutes config={TEST_RUNTIME_CONFIG} />
        <PressWhenRendered path="/contact" pressedKey="ArrowRight" />
        <BackButton />
      </>,
      '/shipping',
    );
    await user.click(screen.getByRole('tab', { name: 'Shipping Information' }));
    await user.keyboard('{End}');
    await afterRouteChange();
    expect(selectedTab()).toHaveTextContent('Terms & Conditions');
    expect(currentLocation()).toBe('/terms-and-conditions');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/contact');
    expect(selectedTab()).toHaveTextContent('Contact');
  });
});
