// The docker-compose stack as tools/compose/stack.mjs drives it, for the TypeScript browser tests in compose mode
// (types in compose-stack.d.mts beside this file). Loaded only in compose mode.
export {
  containerOf,
  copyIntoService,
  recreateService,
  redeployService,
  removeService,
  serviceLogs,
  startService,
  stopService,
  waitUntilReady,
} from '../../tools/compose/stack.mjs';
export { precompress } from '../../tools/precompress.mjs';
