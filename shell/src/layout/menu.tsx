import { NavLink } from 'react-router-dom';
import { Box, Icon, Stack, Text, chakra } from '@portal/shared/ui';
import { usePortal, useNavEntries, type NavEntry } from '../routing/portal-context';

/** The left menu: the shell's own entries plus the remotes' (registry or contract), filtered by role, brand and facility. */
export function useMenuItems(own: NavEntry[]): NavEntry[] {
  const fromRemotes = useNavEntries('menu');
  return [...own, ...fromRemotes].sort((a, b) => a.order - b.order);
}

const ItemLink = chakra(NavLink);

export function SideMenu({ items, collapsed, onNavigate }: { items: NavEntry[]; collapsed: boolean; onNavigate?: () => void }) {
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
        const label = item.label;
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
