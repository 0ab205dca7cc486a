// `node tools/compose/prepare.mjs`: what the stack's images need that no source file of this checkout changes, set up
// where missing, with nothing started: the container engine, the two base images, and the layers that install Debian's
// nginx and PostgreSQL. On a fresh machine that is mostly waiting on Debian's mirror: `npm test` runs it beside its
// unit tests at the lowest priority (tools/test-all.mjs), and the compose stack's builds then find those layers in the
// engine's cache. The build runs in this process's child, so it keeps that priority. Other layers are left to compose:
// measured with podman 4.3, its builds reuse a layer the podman command built only when it is a stage's last step.
import { ROOT } from './engine.mjs';
import { prepareEngine } from './stack.mjs';
import { run, step } from './steps.mjs';

try {
  const { engine, baseImages } = await prepareEngine();
  const buildArgs = Object.entries(baseImages).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);
  // The stages whose layer is Debian's packages: nginx (the remotes, the balancers) and PostgreSQL (the scale profile).
  for (const [what, stage] of [
    ["Debian's nginx", 'nginx-runtime'],
    ["Debian's PostgreSQL", 'postgres-server'],
  ]) {
    await step(`${what} (the Dockerfile's ${stage} stage)`, () =>
      run(engine.cli, ['build', '--target', stage, ...buildArgs, '-f', 'Dockerfile', '.'], { cwd: ROOT, quiet: true }),
    );
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
