// The monolith's entry: the shell's entry file without the async boundary that Module Federation needs.
// `./start` runs first (imports are evaluated in order): the registry request leaves before the app's code runs.
import './start';
import '../../../shell/src/bootstrap';
