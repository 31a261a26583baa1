import { startRegistry } from './registry/preload';

// The registry and the manifests of the remotes this page needs are asked for before any of the app's code runs.
startRegistry();
