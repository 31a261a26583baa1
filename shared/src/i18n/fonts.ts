/**
 * Font stacks. Arabic uses fonts the operating system already has: no web-font download (the first-load
 * budget is tight and a CDN is not reachable everywhere the portal runs).
 */
export const ARABIC_FONT_STACK = "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', Arial, sans-serif";
export const LATIN_FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
