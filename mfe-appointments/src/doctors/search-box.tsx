import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Icon, Input, Text, chakra } from '@portal/shared/ui';
import { useSession } from '@portal/shared/session';
import { CALL_FROM, LIST_FROM, suggestionsQuery, type SearchSuggestion } from './doctors.api';

const PLACEHOLDERS = ['doctor', 'specialty', 'condition', 'location'] as const;

export interface SearchBoxProps {
  value: string;
  onChange: (v: string) => void;
  onPick: (s: SearchSuggestion) => void;
  onSubmit?: (text: string) => void;
  /** Suggestions known without a call (for the 2-character list). */
  local?: SearchSuggestion[];
  autoFocus?: boolean;
}

/** A combobox: type, see suggestions (doctor, specialty, condition, location), pick with mouse or keys. */
export function SearchBox({ value, onChange, onPick, onSubmit, local = [], autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('appointments');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [ph, setPh] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // The rotating placeholder (every 1 s, docs/product.md#booking-doctors); the accessible name stays fixed.
  useEffect(() => {
    const id = setInterval(() => setPh((n) => (n + 1) % PLACEHOLDERS.length), 1000);
    return () => clearInterval(id);
  }, []);

  const text = value.trim();
  // The last answer stays while the next text waits for its own (the list does not flicker empty).
  const remote = useQuery({ ...suggestionsQuery(text, useSession((s) => s.lang)), enabled: text.length >= CALL_FROM, placeholderData: keepPreviousData }).data;

  const lower = text.toLowerCase();
  const items: SearchSuggestion[] =
    text.length < LIST_FROM
      ? []
      : remote && text.length >= CALL_FROM && remote.text.toLowerCase().startsWith(lower.slice(0, CALL_FROM))
        ? remote.items.filter((s) => remote.text === text || s.name.toLowerCase().includes(lower) || s.specialty.toLowerCase().includes(lower) || s.location.toLowerCase().includes(lower))
        : local.filter((s) => s.name.toLowerCase().includes(lower)).slice(0, 10);
  const show = open && items.length > 0;

  function pick(s: SearchSuggestion) {
    setOpen(false);
    setActive(-1);
    onPick(s);
  }

  return (
    <Box position="relative">
      <chakra.form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (show && active >= 0) pick(items[active]!);
          else onSubmit?.(text);
        }}
      >
        <Flex gap="2">
          <Input
            ref={inputRef}
            role="combobox"
            aria-label={t('find.searchLabel')}
            aria-expanded={show}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={show && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            autoFocus={autoFocus}
            placeholder={t(`find.placeholder.${PLACEHOLDERS[ph]}`)}
            value={value}
            onChange={(e) => {
              onChange(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setOpen(true);
                setActive((i) => Math.min(items.length - 1, i + 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((i) => Math.max(-1, i - 1));
              } else if (e.key === 'Escape') setOpen(false);
            }}
            data-testid="doctor-search"
          />
          {onSubmit ? (
            <Button type="submit" flexShrink={0}>
              <Icon name="search" size={18} />
              {t('find.search')}
            </Button>
          ) : null}
        </Flex>
      </chakra.form>
      <SuggestionList id={listId} items={items} active={active} hidden={!show} onPick={pick} />
    </Box>
  );
}

/** The listbox of the suggestions; the active one is the combobox's aria-activedescendant. */
function SuggestionList({ id, items, active, hidden, onPick }: { id: string; items: SearchSuggestion[]; active: number; hidden: boolean; onPick: (s: SearchSuggestion) => void }) {
  const { t } = useTranslation('appointments');
  return (
    <chakra.ul
      id={id}
      role="listbox"
      aria-label={t('find.suggestions')}
      hidden={hidden}
      position="absolute"
      zIndex="dropdown"
      insetInline="0"
      mt="1"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      shadow="md"
      maxH="80"
      overflowY="auto"
      listStyleType="none"
      p="1"
    >
      {items.map((s, i) => (
        <chakra.li
          key={`${s.cat_type}-${s.id}`}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          px="3"
          py="2"
          borderRadius="sm"
          cursor="pointer"
          bg={i === active ? 'bg.muted' : undefined}
          _hover={{ bg: 'bg.muted' }}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(s)}
          data-testid="suggestion"
        >
          <Text fontWeight="medium">{s.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {[t(`find.kind.${s.cat_type}`), s.cat_type === 'doctor' ? s.specialty : '', s.location].filter(Boolean).join(' · ')}
          </Text>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
