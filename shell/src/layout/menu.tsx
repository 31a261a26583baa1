import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@portal/shared/rules';
import { Box, Icon, Stack, Text, chakra } from '@portal/shared/ui';
import { usePortal } from '../routing/portal-context';

export interface ShellMenuItem extends MenuEntry {
  /** Action handled by the shell itself (logout). */
  onSelect?: () => void;
}

/** The left menu: the shell's own entries plus every loaded remote's, filtered by role, brand and facility. */
export function useMenuItems(own: ShellMenuItem[]): ShellMenuItem[] {
  const { ready, visibility } = usePortal();
  const fromRemotes = ready.flatMap(([, m]) => m.menu ?? []);
  return [...own, ...fromRemotes].filter((e) => !e.visible || e.visible(visibility)).sort((a, b) => a.order - b.order);
}

const ItemLink = chakra(NavLink);

export function SideMenu({ items, collapsed, onNavigate }: { items: ShellMenuItem[]; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { openDialog } = usePortal();
  const itemStyle = {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2.5',
    borderRadius: 'md',
    color: 'fg',
    fontSize: 'sm',
    width: '100%',
    textAlign: 'start' as const,
    _hover: { bg: 'brand.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  };
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="2">
      {items.map((item) => {
        const label = t(item.labelKey);
        const content = (
          <>
            <Icon name={item.icon} size={20} />
            {collapsed ? <Text srOnly>{label}</Text> : <Text as="span">{label}</Text>}
          </>
        );
        return (
          <Box as="li" key={item.id}>
            {item.to ? (
              <ItemLink
                to={item.to}
                title={collapsed ? label : undefined}
                onClick={onNavigate}
                {...itemStyle}
                css={{ '&.active': { bg: 'var(--chakra-colors-brand-subtle)', fontWeight: 600, color: 'var(--chakra-colors-brand-fg)' } }}
              >
                {content}
              </ItemLink>
            ) : (
              <chakra.button
                type="button"
                title={collapsed ? label : undefined}
                onClick={() => {
                  if (item.onSelect) item.onSelect();
                  else if (item.dialog) openDialog(item.dialog);
                  onNavigate?.();
                }}
                {...itemStyle}
              >
                {content}
              </chakra.button>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
