// Standalone development entry; the shell loads ./app through remoteEntry.js instead.
import('./bootstrap');
