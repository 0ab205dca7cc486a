// `node tools/compose/prepare.mjs`: what the stack's images need that no source file of this checkout changes, set up
// where missing, with nothing started: the container engine, the two base images, Debian's nginx, and the scale
// profile's own images (PostgreSQL, the balancers). On a fresh machine that is mostly waiting on Debian's mirror:
// `npm test` runs it beside its unit tests (tools/test-all.mjs), and the compose stack's builds then find those layers
// in the engine's cache. (The npm dependencies' layer is not among them: it starts from a copy of the build context,
// and the engine's cache matches that copy only when compose itself sends the context.)
import { compose, ROOT } from './engine.mjs';
import { prepareEngine, SCALE, SCALE_PROFILE } from './stack.mjs';
import { run, step } from './steps.mjs';

try {
  const { engine, baseImages } = await prepareEngine();
  const buildArgs = Object.entries(baseImages).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);
  await step("Debian's nginx (the Dockerfile's nginx-runtime stage)", () =>
    run(engine.cli, ['build', '--target', 'nginx-runtime', ...buildArgs, '-f', 'Dockerfile', '.'], {
      cwd: ROOT,
      quiet: true,
    }),
  );
  await step(`the scale profile's images (${SCALE.ownImages.join(', ')})`, () =>
    compose(engine, [...SCALE_PROFILE, 'build', ...SCALE.ownImages], { env: baseImages, quiet: true }),
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
