import { dialogSlotRecipe, drawerSlotRecipe, menuSlotRecipe, tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system';

// Their recipes travel with them (see registerRecipes in system.ts).
registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, menu: menuSlotRecipe, tooltip: tooltipSlotRecipe } });

/** Overlays share their positioning and focus-trap code, so they travel in one lazily loaded chunk. */
export { Dialog, Drawer, Menu, Tooltip } from '@chakra-ui/react';
// The portal's own dialogs, built on Dialog (the ui index exports them through lazy-portal.tsx).
export { ConfirmDialog } from '../confirm-dialog';
export { InfoDialog } from '../info-dialog';
