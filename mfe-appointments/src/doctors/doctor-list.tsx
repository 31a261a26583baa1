import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, SimpleGrid, Text, chakra } from '@portal/shared/ui';
import { DoctorCard } from './doctor-card';
import type { Doctor } from './doctors.api';

/** Doctors shown at first and added by each 'Show more doctors' (a phone lists them one under another). */
export const DOCTORS_PAGE = 12;

/**
 * The doctors a page at a time, with how many there are. The first doctor a 'Show more doctors' adds takes the
 * focus, so the keyboard goes on from there. A new choice of the page mounts a new list (its key): page one again.
 */
export function DoctorList({ doctors, onProfile, onBook }: { doctors: Doctor[]; onProfile: (d: Doctor) => void; onBook: (d: Doctor) => void }) {
  const { t } = useTranslation('appointments');
  const [limit, setLimit] = useState(DOCTORS_PAGE);
  // The index of the doctor to focus once it is in the page (set by Show more, cleared when focused).
  const focusAt = useRef<number | null>(null);
  const focusWhenShown = (i: number) => (el: HTMLLIElement | null) => {
    if (!el || focusAt.current !== i) return;
    focusAt.current = null;
    el.focus();
  };
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {doctors.slice(0, limit).map((d, i) => (
          <chakra.li key={d.id} ref={focusWhenShown(i)} tabIndex={i > 0 && i % DOCTORS_PAGE === 0 ? -1 : undefined} outline="none">
            <DoctorCard doctor={d} onProfile={() => onProfile(d)} onBook={() => onBook(d)} />
          </chakra.li>
        ))}
      </SimpleGrid>
      <Flex direction="column" align="center" gap="2" mt="5">
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="doctors-count">
          {t('find.showing', { shown: Math.min(limit, doctors.length), total: doctors.length })}
        </Text>
        {doctors.length > limit ? (
          <Button
            variant="outline"
            onClick={() => {
              focusAt.current = limit;
              setLimit(limit + DOCTORS_PAGE);
            }}
          >
            {t('find.showMore')}
          </Button>
        ) : null}
      </Flex>
    </>
  );
}
