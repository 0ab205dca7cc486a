import { releaseFromHold } from '@storefront/shared';
import { holdEarlyInteractions } from './early-interactions';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function pageWithSlot(): {
  menuButton: HTMLButtonElement;
  acceptButton: HTMLButtonElement;
  link: HTMLAnchorElement;
  form: HTMLFormElement;
  slot: HTMLElement;
} {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `
    <div data-boundary="host">
      <button type="button" id="menu" data-held-until-hydrated>Cookie preferences</button>
      <a href="#collections" id="link">Collections</a>
      <div data-boundary="consent" data-module="cookie-consent" id="slot">
        <button type="button" id="accept" data-held-until-hydrated>Load the video</button>
        <form id="form"><input name="email" value="a@b.co"><button type="submit">Subscribe</button></form>
      </div>
    </div>`;
  return {
    menuButton: document.getElementById('menu') as HTMLButtonElement,
    acceptButton: document.getElementById('accept') as HTMLButtonElement,
    link: document.getElementById('link') as HTMLAnchorElement,
    form: document.getElementById('form') as HTMLFormElement,
    slot: document.getElementById('slot')!,
  };
}

/** Stands in for React: counts the activations a control receives once "hydrated". */
function countClicks(element: Element): { count: number } {
  const seen = { count: 0 };
  element.addEventListener('click', () => {
    if (document.documentElement.hasAttribute('data-hydrated')) seen.count += 1;
  });
  return seen;
}

/**
 * Stands in for React as it really is: it listens at the root container and answers a part as soon as it has
 * hydrated it (`live`), while the part's `data-hydrated` mark only follows in an effect after the commit. A click
 * on a part still hydrating also makes React hydrate it at once and answer that very click.
 */
function reactAtTheRoot(root: Element): { live: boolean; answered: string[]; stop: () => void } {
  const react = { live: false, answered: [] as string[], stop: () => undefined as void };
  const listener = (event: Event) => {
    if (react.live) react.answered.push(`${event.type}:${(event.target as Element).id}`);
  };
  for (const type of ['click', 'submit']) root.addEventListener(type, listener);
  react.stop = () => {
    for (const type of ['click', 'submit']) root.removeEventListener(type, listener);
  };
  return react;
}

describe('holdEarlyInteractions', () => {
  let stopHolding = () => undefined as void;
  afterEach(() => stopHolding());
  it('holds a press on a control of the shell until the shell is hydrated, then hands it over once', async () => {
    const { menuButton } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    const clicks = countClicks(menuButton);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    menuButton.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await settle();
    expect(clicks.count).toBe(0);

    document.documentElement.setAttribute('data-hydrated', 'true');
    await settle();
    expect(clicks.count).toBe(1);
  });

  it("waits for the remote slot's own hydration for a control inside it", async () => {
    const { acceptButton, slot } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    const clicks = countClicks(acceptButton);
    acceptButton.click();
    document.documentElement.setAttribute('data-hydrated', 'true');
    await settle();
    expect(clicks.count).toBe(0);
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    expect(clicks.count).toBe(1);
  });

  it("lets a link of a part still hydrating navigate natively, out of the application's reach", () => {
    const { link } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    const reachedApplication = jest.fn();
    document.body.addEventListener('click', reachedApplication); // where React listens: the root container
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    expect(reachedApplication).not.toHaveBeenCalled();

    document.documentElement.setAttribute('data-hydrated', 'true');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reachedApplication).toHaveBeenCalledTimes(1);
    document.body.removeEventListener('click', reachedApplication);
  });

  it("leaves a summary to the browser, out of the application's reach", async () => {
    const { slot } = pageWithSlot();
    slot.insertAdjacentHTML('beforeend', '<details id="details"><summary id="summary">Care</summary>Oil.</details>');
    stopHolding = holdEarlyInteractions(document);
    const reachedApplication = jest.fn();
    document.body.addEventListener('click', reachedApplication);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('summary')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect(reachedApplication).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    expect(reachedApplication).not.toHaveBeenCalled(); // nothing handed back
    document.body.removeEventListener('click', reachedApplication);
  });

  it("gives a press held before a control's element arrived to the element as it takes the control over, never to the application too", async () => {
    const { acceptButton, slot } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    const reachedApplication = jest.fn();
    document.body.addEventListener('click', reachedApplication);
    const firstPress = new MouseEvent('click', { bubbles: true, cancelable: true });
    acceptButton.dispatchEvent(firstPress);
    expect(firstPress.defaultPrevented).toBe(true); // held: no element answers it yet
    expect(reachedApplication).not.toHaveBeenCalled();

    // The team's early script arrives: its element listens on the window and takes its controls out of the hold.
    const element = jest.fn();
    window.addEventListener('click', element, true);
    releaseFromHold(acceptButton);
    await settle();
    expect(element).toHaveBeenCalledTimes(1); // the held press, answered now
    reachedApplication.mockClear();

    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    expect(element).toHaveBeenCalledTimes(1);
    expect(reachedApplication).not.toHaveBeenCalled(); // and never replayed at hydration
    window.removeEventListener('click', element, true);
    document.body.removeEventListener('click', reachedApplication);
  });

  it('is started once per document: the application joins the hold the loader began', async () => {
    const { menuButton } = pageWithSlot();
    const fromLoader = holdEarlyInteractions(document);
    const fromApplication = holdEarlyInteractions(document);
    stopHolding = fromLoader;
    expect(fromApplication).toBe(fromLoader);
    const clicks = countClicks(menuButton);
    menuButton.click();
    document.documentElement.setAttribute('data-hydrated', 'true');
    await settle();
    expect(clicks.count).toBe(1);
  });

  it('keeps a form from being submitted natively and submits it once, when hydrated', async () => {
    const { form, slot } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    const submissions: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submissions.push(slot.hasAttribute('data-hydrated'));
      event.preventDefault();
    });
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    expect(submissions).toEqual([true]); // the early submission never reached the form: only the hand-back did
  });

  it('leaves a button that has not opted into the hold to the browser', async () => {
    pageWithSlot();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" id="plain">Close</button>');
    stopHolding = holdEarlyInteractions(document);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('plain')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    const reachedApplication = jest.fn();
    document.body.addEventListener('click', reachedApplication);
    document.documentElement.setAttribute('data-hydrated', 'true');
    await settle();
    expect(reachedApplication).not.toHaveBeenCalled(); // nothing handed back
    document.body.removeEventListener('click', reachedApplication);
  });

  it('drops a press on a control that the application replaced, and stops once the first view is hydrated', async () => {
    const { menuButton, slot } = pageWithSlot();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    stopHolding = holdEarlyInteractions(document);
    const pressedEarly = countClicks(menuButton);
    menuButton.click();
    // The application renders the control afresh: a new element takes the place of the one the visitor pressed.
    const replacement = document.createElement('button');
    replacement.type = 'button';
    replacement.id = 'menu';
    replacement.textContent = 'Menu';
    menuButton.replaceWith(replacement);
    const pressedReplacement = countClicks(replacement);
    const reachedApplication = jest.fn();
    document.body.addEventListener('click', reachedApplication); // where React listens: the root container
    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    document.body.removeEventListener('click', reachedApplication);
    window.removeEventListener('error', onError);

    expect(pressedEarly.count).toBe(0);
    expect(pressedReplacement.count).toBe(0);
    expect(reachedApplication).not.toHaveBeenCalled();
    expect(errors).toEqual([]);

    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    const acceptButton = document.getElementById('accept')!;
    slot.removeAttribute('data-hydrated'); // a later page's slot, still loading: no longer the loader's business
    acceptButton.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  // In the instant a page hydrated, a control once answered one press twice.
  it('answers a press made after React took over a part but before the part was marked, once', async () => {
    const { menuButton, acceptButton, form, slot } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    const react = reactAtTheRoot(document.body);
    form.addEventListener('submit', (event) => event.preventDefault()); // no navigation in jsdom
    react.live = true; // React has hydrated the page (and the slot); the marks come with its effects, a moment later

    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    menuButton.dispatchEvent(press);
    acceptButton.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(press.defaultPrevented).toBe(true);
    expect(react.answered).toEqual([]); // held: the application never sees the original

    document.documentElement.setAttribute('data-hydrated', 'true');
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    react.stop();
    expect(react.answered).toEqual(['click:menu', 'click:accept', 'submit:form']);
  });

  it('tells a part, once hydrated, that focus came into it before', async () => {
    const { acceptButton, slot } = pageWithSlot();
    stopHolding = holdEarlyInteractions(document);
    acceptButton.focus();
    const heard: string[] = [];
    slot.addEventListener('focusin', (event) => heard.push((event.target as Element).id));
    document.documentElement.setAttribute('data-hydrated', 'true');
    await settle();
    expect(heard).toEqual([]);
    slot.setAttribute('data-hydrated', 'true');
    await settle();
    expect(heard).toEqual(['accept']);
  });
});
