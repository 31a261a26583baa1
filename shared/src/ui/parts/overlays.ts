import { dialogSlotRecipe, drawerSlotRecipe, menuSlotRecipe, tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system';

/**
 * The dialogs that fill a phone and sit in the middle of a wider screen (`size={{ base: 'full', md: 'lg' }}`): the
 * sized variants set only a width, so the phone's full height, no margin and square corners stayed on a desktop
 * (a screen-high dialog, mostly empty). Each sized variant restores the dialog's own height, margin and corners.
 */
const sized = { minH: 'auto', '--dialog-margin': 'var(--dialog-base-margin)', borderRadius: 'l3' };
const sizes = dialogSlotRecipe.variants!.size!;
const dialog = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, ['xs', 'sm', 'md', 'lg', 'xl'].includes(k) ? { ...v, content: { ...sized, ...v.content } } : v])),
  },
};

// Their recipes travel with them (see registerRecipes in system.ts).
registerRecipes({ slotRecipes: { dialog, drawer: drawerSlotRecipe, menu: menuSlotRecipe, tooltip: tooltipSlotRecipe } });

/** Overlays share their positioning and focus-trap code, so they travel in one lazily loaded chunk. */
export { Dialog, Drawer, Menu, Tooltip } from '@chakra-ui/react';
// The portal's own dialogs, built on Dialog (the ui index exports them through lazy-portal.tsx).
export { ConfirmDialog } from '../confirm-dialog';
export { InfoDialog } from '../info-dialog';
