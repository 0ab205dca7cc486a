import '@testing-library/jest-dom';

// Values the bundler defines at build time.
Object.assign(globalThis, { __BUILD_ID__: 'test-build', __webpack_public_path__: 'http://localhost/' });
