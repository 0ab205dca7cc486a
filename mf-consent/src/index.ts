// Development shell only. The dynamic import is the async boundary federation needs before shared modules are used.
void import('./dev/bootstrap');
