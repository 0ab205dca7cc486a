// Development shell only (`npm run dev -w mf-consent`); production builds expose src/exposes/ and have no entry.
// The dynamic import is the async boundary federation needs before shared modules are used.
void import('./dev/bootstrap');
