// Development shell only (the host loads the exposed modules). The dynamic import is the async boundary that
// Module Federation needs before shared modules are used.
import('./dev/bootstrap');
