import { startRegistry } from '../../../shell/src/registry/preload';
import { preloadApps } from './remote-loader';

// The registry still says which remote owns a page and which remotes a role may use; what the page will
// need is the remotes' code, loaded at once rather than their manifests.
startRegistry(preloadApps);
