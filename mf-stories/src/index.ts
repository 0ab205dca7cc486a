// Async boundary: the federation runtime negotiates the shared modules (react, i18next…) before any is imported.
import('./dev/bootstrap');
