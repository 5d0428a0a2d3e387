// The benchmarks drive the same Chromium, with the same flags, as the prerenderer and the browser tests.
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../infra/chromium.mjs';
