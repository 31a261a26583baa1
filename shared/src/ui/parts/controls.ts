import { defineSlotRecipe } from '@chakra-ui/react';
import { dateInputAnatomy } from '@chakra-ui/react/anatomy';
import { checkboxSlotRecipe, checkmarkRecipe, pinInputSlotRecipe, progressSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../system';

/**
 * The date field (Chakra's DateInput): Chakra's theme exports no recipe of its own for it, so this is its
 * outline field at the input's size, with the portal's 2px focus ring in the brand colour on the focused part
 * (day, month, year) — Chakra's fills it with the palette's dark shade under dark text.
 */
const dateInputRecipe = defineSlotRecipe({
  className: 'chakra-date-input',
  slots: dateInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full', _disabled: { opacity: '0.5' } },
    label: { textStyle: 'label' },
    control: { display: 'flex', alignItems: 'center', width: 'full' },
    segmentGroup: {
      flex: '1', display: 'flex', alignItems: 'center', gap: '1', position: 'relative', textAlign: 'start', cursor: 'text',
      borderRadius: 'l2', borderWidth: '1px', borderColor: 'border', bg: 'transparent', px: '3', height: '10', minW: '10', textStyle: 'sm',
      focusRing: 'inside', focusRingColor: 'var(--portal-primary)',
      _invalid: { borderColor: 'border.error' },
    },
    segment: {
      borderRadius: 'l1', px: '0.5', outline: 'none', fontVariantNumeric: 'tabular-nums',
      // The dd/mm/yyyy a person reads before typing: text, so at the text contrast (fg.subtle is 2.6:1 on white).
      _placeholderShown: { color: 'fg.muted' },
      '&[data-type=literal]': { px: '0', color: 'fg.subtle' },
      _focus: { outlineStyle: 'solid', outlineWidth: '2px', outlineColor: 'var(--portal-primary)', outlineOffset: '0', bg: 'var(--portal-tint)', color: 'fg' },
    },
  },
});

// Their recipes travel with them (see registerRecipes in system.ts).
registerRecipes({
  recipes: { checkmark: checkmarkRecipe, radiomark: radiomarkRecipe },
  slotRecipes: { checkbox: checkboxSlotRecipe, radioGroup: radioGroupSlotRecipe, pinInput: pinInputSlotRecipe, progress: progressSlotRecipe, dateInput: dateInputRecipe },
});

export { Checkbox, RadioGroup, PinInput, Progress, DateInput } from '@chakra-ui/react';
