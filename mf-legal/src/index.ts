// Development shell only (a production remote has no page of its own). The dynamic import is the async
// boundary that lets the federation runtime negotiate the shared libraries before any of them is imported.
import('./dev/bootstrap');
