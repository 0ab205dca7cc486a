// Field figures per team and version, sent only while the visitor allows analytics (docs/shipping-a-remote.md,
// "Field figures"). A page sends what it gathered when hidden, with sendBeacon.
import {
  HOST_PART,
  isConsentGiven,
  onConsentChange,
  RELEASE_VERSION_PATTERN,
  type FieldReport,
  type RemoteTeam,
  type RuntimeConfig,
} from '@storefront/shared';

type Figure = FieldReport['figures'][number];

/** For a remote served from its own build, not a release. */
const ORIGIN_BUILD = 'origin';
const VERSION = new RegExp(RELEASE_VERSION_PATTERN);
/** The registry takes 40 a report. */
const FLUSH_AT = 30;

let endpoint: string | null = null;
let versionOf: (team: string) => string = () => ORIGIN_BUILD;
let started = false;
const waiting: Figure[] = [];
/** Parts shown on this page, and those a report has already counted a view of. */
const shown = new Set<string>([HOST_PART]);
const counted = new Set<string>();

function teamOf(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-boundary]')?.getAttribute('data-boundary') ?? HOST_PART;
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
    device: window.matchMedia('(pointer: coarse)').matches ? 'mobile' : 'desktop',
    versions: Object.fromEntries([...teams].map((team) => [team, versionOf(team)])),
    viewed,
    figures,
  };
  // text/plain: no CORS preflight.
  if (navigator.sendBeacon(endpoint, new Blob([JSON.stringify(report)], { type: 'text/plain' })))
    for (const team of viewed) counted.add(team);
}

function add(figure: Figure): void {
  waiting.push(figure);
  if (waiting.length >= FLUSH_AT) flush();
}

/** Shown, or its notice: either counts a page view of that team. */
export function notePartShown(team: RemoteTeam): void {
  shown.add(team);
}

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
  // From the first tap to its handlers.
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (entry) figure('first-input-delay', entry.processingStart - entry.startTime, teamOf(entry.target));
  }).observe({ type: 'first-input', buffered: true });
}

/** Starts once the visitor allows analytics, now or later on the page. */
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
