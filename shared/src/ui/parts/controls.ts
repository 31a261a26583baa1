import { checkboxSlotRecipe, checkmarkRecipe, pinInputSlotRecipe, progressSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system';

// Their recipes travel with them (see registerRecipes in system.ts).
registerRecipes({
  recipes: { checkmark: checkmarkRecipe, radiomark: radiomarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, radioGroup: radioGroupSlotRecipe, pinInput: pinInputSlotRecipe, progress: progressSlotRecipe },
});

export { Checkbox, RadioGroup, PinInput, Progress } from '@chakra-ui/react';
