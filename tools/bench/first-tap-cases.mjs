// The taps of the first-tap probe (tools/bench/first-tap.mjs): where, what is tapped, and what shows
// that the tap was answered. `pick` and `effect` run inside the page (serialised, so each stands alone); they
// find things by markup the visitor cannot see change (roles, aria-*, data-* attributes), not by CSS module
// class names. `pick(options)` returns the element to tap and any arguments the effect needs (the state before
// the tap); `effect(args)` says whether the tap's effect is visible, cheap attribute checks first.

/**
 * @typedef {object} TapCase
 * @property {string} id
 * @property {string} label            the tap, as a visitor would say it
 * @property {string} route
 * @property {Array<'first'|'returning'>} visits  a returning visitor (consent cookie) has no banner to tap
 * @property {(options: any) => { element: Element | null, args?: any }} pick
 * @property {(args: any) => boolean} effect
 * @property {string} effectText       what `effect` checks, for the report
 * @property {any} [options]
 * @property {Partial<Record<'first'|'returning', Omit<TapCase, 'id'|'route'|'visits'|'setup'>>>} [variants]  another control for one kind of visit
 * @property {{ before?: string, pauseMs?: number, fillEmail?: string }} [setup]  an unmeasured tap (another case's) or a filled field first
 */

const menuButton = () => ({ element: document.querySelector('button[aria-controls="site-menu"]') });
const menuOpen = () => {
  const button = document.querySelector('button[aria-controls="site-menu"]');
  const panel = document.getElementById('site-menu');
  return (
    button?.getAttribute('aria-expanded') === 'true' &&
    panel !== null &&
    panel.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  );
};

/** A banner choice: its button by position (Accept All, Reject All, Cookie Preferences, as the banner renders them). */
const bannerButton = (options) => ({
  element: document.querySelectorAll('[data-testid="cookie-banner"] button')[options.index] ?? null,
});
const bannerGoneAndChoiceStored = () => {
  const banner = document.querySelector('[data-testid="cookie-banner"]');
  const gone = !banner || !banner.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  return gone && document.cookie.split('; ').some((cookie) => cookie.startsWith('cookiePreferences='));
};
const preferencesOpen = () => {
  // The consent team's native <dialog>, opened by the banner's button (first visit) or the corner button.
  const dialog = document.querySelector('[data-boundary="consent"] dialog[open]');
  return dialog !== null && dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true });
};

/** @type {TapCase[]} */
export const TAP_CASES = [
  {
    id: 'menu',
    label: 'open the menu',
    route: '/',
    visits: ['first', 'returning'],
    pick: menuButton,
    effect: menuOpen,
    effectText: 'Menu button aria-expanded="true" and #site-menu visible',
  },
  {
    id: 'menu-panel',
    label: 'open a menu sub-panel (Bags), right after the menu opened',
    route: '/',
    visits: ['first', 'returning'],
    setup: { before: 'menu', pauseMs: 300 },
    pick: () => ({ element: document.querySelector('#site-menu [data-opens-view]') }),
    effect: () => {
      const panel = document.getElementById('site-menu');
      const view = panel?.getAttribute('data-view');
      return (
        view !== null &&
        view !== undefined &&
        view !== 'main' &&
        panel.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    },
    effectText: '#site-menu data-view is the sub-panel, visible',
  },
  {
    id: 'accept-all',
    label: 'Accept All (cookie banner)',
    route: '/',
    visits: ['first'],
    options: { index: 0 },
    pick: bannerButton,
    effect: bannerGoneAndChoiceStored,
    effectText: 'banner gone or hidden, cookiePreferences cookie written',
  },
  {
    id: 'reject-all',
    label: 'Reject All (cookie banner)',
    route: '/',
    visits: ['first'],
    options: { index: 1 },
    pick: bannerButton,
    effect: bannerGoneAndChoiceStored,
    effectText: 'banner gone or hidden, cookiePreferences cookie written',
  },
  {
    id: 'cookie-preferences',
    label: 'Cookie Preferences (banner; returning: the corner Cookie settings button)',
    route: '/',
    visits: ['first', 'returning'],
    options: { index: 2 },
    pick: bannerButton,
    effect: preferencesOpen,
    effectText: 'the consent dialog visible',
    variants: {
      returning: {
        label: 'Cookie settings (corner button)',
        pick: () => ({
          element: document.querySelector('[data-boundary="consent"] button[data-cookie-settings]'),
        }),
        effect: preferencesOpen,
        effectText: 'the consent dialog visible',
      },
    },
  },
  {
    id: 'accordion',
    label: 'open a product accordion (Description & Size)',
    route: '/configure/patron',
    visits: ['first', 'returning'],
    // A native disclosure, which the browser opens before hydration: the section is a <details>, its <summary>
    // holds the title's heading.
    pick: () => {
      const summary = document.querySelector('[data-boundary="catalog"] details:not([open]) > summary');
      const sections = [...document.querySelectorAll('[data-boundary="catalog"] details')];
      return { element: summary, args: { index: summary ? sections.indexOf(summary.parentElement) : -1 } };
    },
    effect: (args) => {
      const section = document.querySelectorAll('[data-boundary="catalog"] details')[args.index];
      const panel = section?.querySelector(':scope > [role="region"]');
      return section?.open === true && Boolean(panel) && panel.checkVisibility();
    },
    effectText: 'first closed accordion section open (details[open]), its region shown',
  },
  {
    id: 'gallery-next',
    label: 'product gallery: next image arrow',
    route: '/configure/patron',
    visits: ['first', 'returning'],
    pick: () => {
      const dots = document.querySelector('[data-boundary="catalog"] section[aria-roledescription] [role="group"]');
      const current = dots
        ? [...dots.querySelectorAll('button')].findIndex((dot) => dot.getAttribute('aria-current') === 'true')
        : -1;
      const next = dots?.nextElementSibling;
      return { element: next instanceof HTMLButtonElement ? next : null, args: { before: current } };
    },
    effect: (args) => {
      const dots = document.querySelector('[data-boundary="catalog"] section[aria-roledescription] [role="group"]');
      const current = dots
        ? [...dots.querySelectorAll('button')].findIndex((dot) => dot.getAttribute('aria-current') === 'true')
        : -1;
      return current >= 0 && current !== args.before;
    },
    effectText: 'the current image (dot with aria-current) changed',
  },
  {
    id: 'hero-dot',
    label: 'hero: a slide dot (the one the rotation will not reach next)',
    route: '/',
    visits: ['first', 'returning'],
    pick: () => {
      const dots = [...document.querySelectorAll('[data-hero] [data-hero-dot]')];
      const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      const target = (Math.max(current, 0) + 2) % Math.max(dots.length, 1);
      return { element: dots[target] ?? null, args: { target } };
    },
    effect: (args) => {
      const slide = document.querySelectorAll('[data-hero] [data-hero-slide]')[args.target];
      const dot = document.querySelectorAll('[data-hero] [data-hero-dot]')[args.target];
      return slide?.getAttribute('data-active') === 'true' && dot?.getAttribute('aria-current') === 'true';
    },
    effectText: 'that slide data-active="true" and its dot aria-current',
  },
  {
    id: 'legal-tab',
    label: 'legal hub: another tab',
    route: '/legal/privacy-policy',
    visits: ['first', 'returning'],
    pick: () => {
      const tab = document.querySelector(
        '[data-boundary="legal"] [role="tablist"] [role="tab"][aria-selected="false"]',
      );
      return { element: tab, args: { id: tab?.id ?? null } };
    },
    effect: (args) => args.id !== null && document.getElementById(args.id)?.getAttribute('aria-selected') === 'true',
    effectText: 'that tab aria-selected="true"',
  },
  {
    id: 'language',
    label: 'language switch in the footer: ES',
    route: '/',
    visits: ['first', 'returning'],
    // Before hydration the page changes in place to the server's Spanish page, fetched after the load (decision
    // 0021); hydrated, the application switches in place.
    pick: () => ({
      element: document.querySelector('footer button[lang="es"]'),
      args: { footerLink: document.querySelector('footer nav a')?.textContent ?? null },
    }),
    effect: (args) =>
      document.documentElement.lang === 'es' &&
      document.querySelector('footer button[lang="es"]')?.getAttribute('aria-pressed') === 'true' &&
      document.querySelector('footer nav a')?.textContent !== args.footerLink,
    effectText: 'html lang="es", the ES button aria-pressed and the footer\'s first link in Spanish',
    variants: {
      first: {
        label: "language switch in the footer: ES (the page changes to the server's Spanish page in place)",
        pick: (options) => ({
          element: document.querySelector('footer button[lang="es"]'),
          args: { ...options, footerLink: document.querySelector('footer nav a')?.textContent ?? null },
        }),
        // The server's Spanish page (#root's data-prerendered), shown in place.
        effect: (args) =>
          document.getElementById('root')?.getAttribute('data-prerendered') === 'es' &&
          document.documentElement.lang === 'es' &&
          document.querySelector('footer button[lang="es"]')?.getAttribute('aria-pressed') === 'true' &&
          document.querySelector('footer nav a')?.textContent !== args.footerLink,
        effectText:
          'the page rendered in Spanish by the server (#root data-prerendered="es"), html lang="es", ES aria-pressed, the footer in Spanish',
      },
    },
  },
  {
    id: 'newsletter',
    label: 'newsletter band: Subscribe, once the typed address enabled it',
    route: '/',
    visits: ['first', 'returning'],
    setup: { fillEmail: '[data-module="newsletter-band"] input[type="email"]' },
    pick: () => ({ element: document.querySelector('[data-module="newsletter-band"] form button[type="submit"]') }),
    effect: () => {
      const state = document
        .querySelector('[data-module="newsletter-band"] section[data-state]')
        ?.getAttribute('data-state');
      return state === 'submitting' || state === 'success';
    },
    effectText: 'the band says SUBSCRIBING… or thank you (data-state submitting or success)',
  },
];

/**
 * The case as a visit of this kind sees it (a variant's control, label and effect).
 * @param {TapCase} tapCase
 * @param {'first'|'returning'} visit
 */
export function caseFor(tapCase, visit) {
  return { ...tapCase, ...(tapCase.variants?.[visit] ?? {}) };
}
