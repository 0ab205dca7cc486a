// The size of each image of the compose stack, against its budget (docs/benchmark.md): what a registry stores and
// a server pulls for every deploy.
import { currentEngine } from '../compose/engine.mjs';
import { probe } from '../compose/steps.mjs';

/**
 * Budgets in MB, uncompressed as the engine reports them. A Node server is Debian (about 77 MB) and the node binary
 * (about 120 MB) and its build; the collector and the release registry add the packages they need
 * (deploy/runtime-modules.mjs); the nginx remote is Debian and nginx (about 100 MB). Development and test images (the
 * mail catcher, and the scale profile's PostgreSQL and balancers) never ship, but have budgets too, so that a layer
 * that grows them shows.
 */
export const IMAGE_BUDGET_MB = {
  'node-static': 230,
  collector: 230,
  'release-registry': 230,
  'nginx-static': 120,
  'mail-catcher': 230,
  'collector-balancer': 120,
  'host-balancer': 120,
  // Debian's postgresql-15 depends on LLVM for its JIT (libllvm14 and libz3, 130 MB of the 401 measured).
  postgres: 420,
};

/**
 * The stack's images with their sizes, or null where no engine answers or the images are not built.
 * @param {Record<string, string>} targetOfService  service -> Dockerfile target (from docker-compose.yml)
 */
export function imageSizes(targetOfService) {
  const engine = currentEngine();
  if (!engine) return null;
  const images = [];
  for (const [service, target] of Object.entries(targetOfService)) {
    const inspected = probe(engine.cli, ['image', 'inspect', '--format', '{{.Size}}', `casa-carriel/${service}`]);
    if (!inspected.ok) continue;
    const sizeMb = Math.round(Number(inspected.stdout.trim()) / 1e6);
    const budgetMb = IMAGE_BUDGET_MB[target];
    images.push({ service, target, sizeMb, budgetMb, withinBudget: sizeMb <= budgetMb });
  }
  return images.length > 0 ? images : null;
}
