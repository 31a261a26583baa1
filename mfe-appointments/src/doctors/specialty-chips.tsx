import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, Heading, Text, Wrap } from '@portal/shared/ui';
import type { SearchSuggestion, Specialty } from './doctors.api';

/** A specialty as the suggestion it picks. */
export const specialtySuggestion = (s: Specialty): SearchSuggestion => ({ id: s.id, name: s.name, cat_type: 'speciality', location: '', specialty: s.name, vblog: '', locationId: null, image: s.image });

/** The specialties as toggle buttons: one pressed narrows the doctors to it, pressed again shows all. */
export function SpecialtyChips({ specialties, picked, onPick }: { specialties: Specialty[] | undefined; picked: SearchSuggestion | null; onPick: (s: SearchSuggestion | null) => void }) {
  const { t } = useTranslation('appointments');
  return (
    <Box as="section" aria-labelledby="specialties-heading" mb="5">
      <Heading as="h2" size="md" id="specialties-heading" mb="2">
        {t('find.specialties')}
      </Heading>
      {specialties?.length ? (
        <Wrap gap="2">
          {specialties.map((s) => {
            const on = picked?.cat_type === 'speciality' && picked.id === s.id;
            return (
              <Button key={s.id} size="xs" variant={on ? 'solid' : 'outline'} aria-pressed={on} onClick={() => onPick(on ? null : specialtySuggestion(s))}>
                {s.name}
              </Button>
            );
          })}
        </Wrap>
      ) : specialties ? (
        <Text color="fg.muted">{translateMessage(MSG.noSpecialty)}</Text>
      ) : null}
    </Box>
  );
}
