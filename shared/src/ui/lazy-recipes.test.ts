import { getPortalSystem } from './system';

const portalSystem = getPortalSystem();

describe('recipes of the components loaded on first use', () => {
  it('come with their chunk, not with the first load', async () => {
    // Kept in the first load: what the login page and most pages render.
    for (const key of ['field', 'nativeSelect', 'card', 'table']) expect([key, portalSystem.isSlotRecipe(key)]).toEqual([key, true]);
    for (const key of ['button', 'input', 'spinner']) expect([key, portalSystem.isRecipe(key)]).toEqual([key, true]);
    // Not yet: nothing has loaded the parts.
    for (const key of ['dialog', 'drawer', 'menu', 'tooltip', 'tabs', 'accordion', 'checkbox', 'radioGroup', 'pinInput', 'progress', 'dateInput', 'toast']) {
      expect([key, portalSystem.isSlotRecipe(key)]).toEqual([key, false]);
    }

    await Promise.all([import('./parts/overlays'), import('./parts/disclosure'), import('./parts/controls'), import('./toaster-view')]);

    for (const key of ['dialog', 'drawer', 'menu', 'tooltip', 'tabs', 'accordion', 'checkbox', 'radioGroup', 'pinInput', 'progress', 'dateInput', 'toast']) {
      expect([key, portalSystem.isSlotRecipe(key)]).toEqual([key, true]);
    }
    expect(portalSystem.isRecipe('checkmark')).toBe(true);
    expect(portalSystem.isRecipe('radiomark')).toBe(true);
    // The registered recipe is the one Chakra compiles for the component (sizes and variants work).
    const dialog = portalSystem.getSlotRecipeFn('dialog');
    expect(dialog.variantKeys).toEqual(expect.arrayContaining(['size', 'placement']));
  });
});
