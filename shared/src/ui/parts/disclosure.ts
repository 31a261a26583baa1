import { accordionSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system';

// Their recipes travel with them (see registerRecipes in system.ts).
registerRecipes({ slotRecipes: { tabs: tabsSlotRecipe, accordion: accordionSlotRecipe } });

export { Tabs, Accordion } from '@chakra-ui/react';
