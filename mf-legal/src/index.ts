// Development shell only. The dynamic import is the async boundary that lets federation negotiate shared libraries.
import('./dev/bootstrap');
