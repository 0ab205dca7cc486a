// Development shell only (production builds have no entry: the host loads the exposed modules).
// The dynamic import is the async boundary Module Federation needs before shared modules are used.
import('./dev/bootstrap');
