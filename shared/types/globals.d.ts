// Ambient declarations every package compiles against.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** Identifies the build a bundle came from (set by tools/rspack-config.mjs). */
declare const __BUILD_ID__: string;
/** Where the bundle that runs this code was loaded from (set by the bundler). */
declare let __webpack_public_path__: string;
