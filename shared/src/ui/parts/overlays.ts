/** Overlays share their positioning and focus-trap code, so they travel in one lazily loaded chunk. */
export { Dialog, Drawer, Menu, Tooltip } from '@chakra-ui/react';
