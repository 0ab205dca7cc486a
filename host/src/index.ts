// Async boundary: shared modules (react, i18next…) are negotiated by the federation runtime before any of
// them is imported, which only works when the application itself is loaded through a dynamic import.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
