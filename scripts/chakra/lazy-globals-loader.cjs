/**
 * Chakra's `createSystem` builds the page's global CSS objects (preflight, global styles, every token as a
 * variable) eagerly, as `system._global`, for `ChakraProvider` to insert. The portal's pages get that CSS as
 * a static stylesheet instead (shared/src/ui/static-css.tsx, linked by the shell's index.html), so this loader
 * makes `_global` a getter computed on first read: a provider that never reads it (PortalUiProvider on a page
 * with the stylesheet) never pays for it (~43 ms of the ~107 ms createSystem took, unthrottled).
 * Fails the build if Chakra's code no longer has the shape it rewrites (an upgrade must look again).
 */
module.exports = function chakraLazyGlobals(source) {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const prop = /\n(\s*)_global,\n/;
  if (!source.includes(eager) || !prop.test(source)) {
    throw new Error('chakra lazy-globals-loader: @chakra-ui/react styled-system/system.js changed; see scripts/chakra/lazy-globals-loader.cjs');
  }
  return source
    .replace(eager, 'let _globalCss;\n  const globalCss_ = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
    .replace(prop, '\n$1get _global() {\n$1  return globalCss_();\n$1},\n');
};
