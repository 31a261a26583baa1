import { startRegistry } from './registry/preload';

// The registry and the manifests of the remotes this page needs load while the bootstrap chunk does.
startRegistry();
// Module Federation needs an async boundary before any shared module is used.
import('./bootstrap');
