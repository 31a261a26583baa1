// `./start` runs first (imports are evaluated in order): the registry request leaves before the app's code runs.
import './start';
import './bootstrap';
