// What visitors feel, per team and version, sent to the release registry from visitors who allowed the analytics
// category, and only while they do (docs/shipping-a-remote.md, "Field figures"): Core Web Vitals from the web-vitals
// library, attributed to the part of the page they happened in; the delay of the first tap; and each part that
// failed to load or threw in its slot. A page sends what it gathered when it is hidden, with sendBeacon.
import {
  HOST_PART,
  isConsentGiven,
  onConsentChange,
  RELEASE_VERSION_PATTERN,
  type DeviceClass,
  type FieldReport,
  type RemoteTeam,
  type RuntimeConfig,
} from '@storefront/shared';

type Figure = FieldReport['figures'][number];

/** The version a remote served from its origin's own build (no release) is reported under. */
const ORIGIN_BUILD = 'origin';
const VERSION = new RegExp(RELEASE_VERSION_PATTERN);
/** A page sends early once it has this many figures (the registry takes 40 a report). */
const FLUSH_AT = 30;

let endpoint: string | null = null;
let versionOf: (team: string) => string = () => ORIGIN_BUILD;
let started = false;
const waiting: Figure[] = [];
/** The teams whose part this page has shown, and those a report has counted a page view of already. */
const shown = new Set<string>([HOST_PART]);
const counted = new Set<string>();

/** The team whose part holds `node`: its slot's, else the host's. */
function teamOf(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-boundary]')?.getAttribute('data-boundary') ?? HOST_PART;
}

/** "mobile" or "desktop", and nothing finer. */
function deviceClass(): DeviceClass {
  return window.matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop';
}

function flush(): void {
  if (!endpoint || !isConsentGiven('analytics')) {
    waiting.length = 0;
    return;
  }
  const viewed = [...shown].filter((team) => !counted.has(team));
  if (waiting.length === 0 && viewed.length === 0) return;
  const figures = waiting.splice(0, waiting.length);
  const teams = new Set([...viewed, ...figures.map(({ team }) => team)]);
  const report: FieldReport = {
    device: deviceClass(),
    versions: Object.fromEntries([...teams].map((team) => [team, versionOf(team)])),
    viewed,
    figures,
  };
  // text/plain: a beacon the browser sends without asking the registry first (no CORS preflight).
  if (navigator.sendBeacon(endpoint, new Blob([JSON.stringify(report)], { type: 'text/plain' })))
    for (const team of viewed) counted.add(team);
}

function add(figure: Figure): void {
  waiting.push(figure);
  if (waiting.length >= FLUSH_AT) flush();
}

/** Notes that `team`'s part settled on this page (shown, or its notice): it counts a page view of that team. */
export function notePartShown(team: RemoteTeam): void {
  shown.add(team);
}

/** Notes a part that failed: its remote did not load, or it threw in its slot. */
export function notePartFailed(team: RemoteTeam, kind: 'load-failure' | 'slot-error'): void {
  shown.add(team);
  add({ kind, team });
}

async function measure(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals/attribution');
  const options = { generateTarget: teamOf };
  const figure = (kind: Figure['kind'], value: number, team = HOST_PART) => add({ kind, team, value });
  onLCP(({ value, attribution }) => figure('lcp', value, attribution.target), options);
  onINP(({ value, attribution }) => figure('inp', value, attribution.interactionTarget), options);
  onCLS(({ value, attribution }) => figure('cls', value, attribution.largestShiftTarget), options);
  // The first tap's delay: from the tap to its handlers, as Event Timing measures it.
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (entry) figure('first-input-delay', entry.processingStart - entry.startTime, teamOf(entry.target));
  }).observe({ type: 'first-input', buffered: true });
}

/** Starts the field figures for this page once the visitor allows analytics (now, or later on the page). */
export function startFieldFigures(config: RuntimeConfig): void {
  if (!config.fieldReports || typeof PerformanceObserver === 'undefined' || !('sendBeacon' in navigator)) return;
  endpoint = config.fieldReports.endpoint;
  const hostBuild = document.documentElement.dataset.hostBuild ?? '';
  const hostVersion = VERSION.test(hostBuild) ? hostBuild : ORIGIN_BUILD;
  versionOf = (team) => (team === HOST_PART ? hostVersion : (config.versions?.[team as RemoteTeam] ?? ORIGIN_BUILD));
  const begin = () => {
    if (started) return;
    started = true;
    const sendWhenHidden = () => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      window.addEventListener('pagehide', flush);
    };
    // After web-vitals' own listeners, so its last figures are in the report.
    measure().then(sendWhenHidden, sendWhenHidden);
  };
  if (isConsentGiven('analytics')) begin();
  else
    onConsentChange((consent) => {
      if (consent.analytics) begin();
    });
}
