// Prints the design system's global stylesheet (shared/src/ui/static-css.tsx); run by the shell's build.
import { renderStaticCss } from '../shared/src/ui/static-css.tsx';

process.stdout.write(renderStaticCss());
