import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Button, EmptyState, ErrorPanel, Flex, Heading, NativeSelect, PageHeader, SimpleGrid, Spinner, Text, Wrap, chakra, toast } from '@portal/shared/ui';
import { DoctorCard } from './doctor-card';
import { DoctorProfileDialog } from './doctor-profile-dialog';
import {
  getAllDoctors, getDoctorsByCondition, getDoctorsByLocation, getDoctorsBySpecialty, getLocations, getSpecialties,
  type Doctor, type HospitalLocation, type SearchSuggestion, type Specialty,
} from './doctors.api';
import { SearchBox } from './search-box';

/** Doctors shown at first and added by each 'Show more doctors' (a phone lists them one under another). */
export const DOCTORS_PAGE = 12;

/** Navigation state of /auth/findDoctor: a search kind and the chosen item (care §2). */
interface FindState {
  search?: string;
  item?: SearchSuggestion;
}

/** /auth/findDoctor (and /auth/finddoctor/): search, specialties, location and department filters, doctor cards. */
export default function FindDoctorPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const routeState = (useLocation().state ?? {}) as FindState;
  const lang = useSession((s) => s.lang);
  const [all, setAll] = useState<Doctor[] | null>(null);
  const [specialties, setSpecialties] = useState<Specialty[]>([]);
  const [locations, setLocations] = useState<HospitalLocation[]>([]);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SearchSuggestion | null>(routeState.item ?? null);
  const [subset, setSubset] = useState<Doctor[] | null>(null);
  const [locationId, setLocationId] = useState('');
  const [department, setDepartment] = useState('');
  const [profile, setProfile] = useState<Doctor | null>(null);
  const [limit, setLimit] = useState(DOCTORS_PAGE);
  const firstAdded = useRef<HTMLLIElement | null>(null);
  const [focusAdded, setFocusAdded] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([getAllDoctors(), getSpecialties(), getLocations()])
      .then(([d, s, l]) => {
        if (!live) return;
        setAll(d);
        setSpecialties(s);
        setLocations(l);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [lang]);

  // A picked suggestion or specialty narrows the list through the content site's own paths.
  useEffect(() => {
    if (!picked) {
      setSubset(null);
      return;
    }
    let live = true;
    const run = async (): Promise<Doctor[]> => {
      switch (picked.cat_type) {
        case 'doctor':
          return (all ?? (await getAllDoctors())).filter((d) => d.id === picked.id);
        case 'speciality':
          return getDoctorsBySpecialty({ id: picked.id });
        case 'condition':
          return getDoctorsByCondition(picked.id);
        case 'location':
          return getDoctorsByLocation({ id: picked.locationId ?? picked.id, vblog: picked.vblog });
        default:
          return [];
      }
    };
    setSubset(null);
    run()
      .then((d) => live && setSubset(d))
      .catch(() => live && setSubset([]));
    return () => {
      live = false;
    };
    // The subset depends on which item is picked and on whether the full list has arrived, not on object identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked?.cat_type, picked?.id, all === null]);

  const local: SearchSuggestion[] = useMemo(
    () => [
      ...(all ?? []).map((d): SearchSuggestion => ({ id: d.id, name: d.name, cat_type: 'doctor', location: d.location, specialty: d.specialty, vblog: d.vblog, locationId: d.locationId, image: d.image })),
      ...specialties.map((s): SearchSuggestion => ({ id: s.id, name: s.name, cat_type: 'speciality', location: '', specialty: s.name, vblog: '', locationId: null, image: s.image })),
    ],
    [all, specialties],
  );

  const base = picked ? subset : all;
  const shown = (base ?? []).filter((d) => (!locationId || String(d.locationId) === locationId) && (!department || d.department_code === department));
  // A new choice starts again from the first page.
  useEffect(() => setLimit(DOCTORS_PAGE), [picked?.cat_type, picked?.id, locationId, department]);
  useEffect(() => {
    if (!focusAdded) return;
    firstAdded.current?.focus();
    setFocusAdded(false);
  }, [focusAdded, limit]);
  const departments = specialties.filter((s, i, arr) => arr.findIndex((x) => x.department_code === s.department_code) === i);

  const book = (d: Doctor) => navigate('/auth/bookappointment', { state: { doctor: d } });

  return (
    <Box>
      <PageHeader title={t('find.title')} subtitle={t('find.subtitle')} />
      <Box mb="5">
        <SearchBox
          value={text}
          onChange={setText}
          local={local}
          onPick={(s) => {
            setText(s.name);
            setPicked(s);
          }}
          onSubmit={(q) => {
            if (!q) {
              toast.error(MSG.searchByDoctorOrSpecialities);
              return;
            }
            navigate('/auth/searchDoctorResult/', { state: { doctorSearchString: q } });
          }}
        />
      </Box>

      <Box as="section" aria-labelledby="specialties-heading" mb="5">
        <Heading as="h2" size="md" id="specialties-heading" mb="2">
          {t('find.specialties')}
        </Heading>
        {specialties.length ? (
          <Wrap gap="2">
            {specialties.map((s) => {
              const on = picked?.cat_type === 'speciality' && picked.id === s.id;
              return (
                <Button
                  key={s.id}
                  size="xs"
                  variant={on ? 'solid' : 'outline'}
                  aria-pressed={on}
                  onClick={() => setPicked(on ? null : { id: s.id, name: s.name, cat_type: 'speciality', location: '', specialty: s.name, vblog: '', locationId: null, image: s.image })}
                >
                  {s.name}
                </Button>
              );
            })}
          </Wrap>
        ) : all ? (
          <Text color="fg.muted">{translateMessage(MSG.noSpecialty)}</Text>
        ) : null}
      </Box>

      <Flex gap="4" mb="5" wrap="wrap" align="flex-end">
        <Box w={{ base: "100%", sm: "64" }}>
          <chakra.label htmlFor="find-location" fontSize="sm" fontWeight="semibold" display="block" mb="1">
            {t('find.location')}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="find-location" value={locationId} onChange={(e) => setLocationId(e.target.value)}>
              <option value="">{t('find.allLocations')}</option>
              {locations.map((l) => (
                <option key={l.locationId} value={l.locationId}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box w={{ base: "100%", sm: "64" }}>
          <chakra.label htmlFor="find-department" fontSize="sm" fontWeight="semibold" display="block" mb="1">
            {t('find.department')}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="find-department" value={department} onChange={(e) => setDepartment(e.target.value)}>
              <option value="">{t('find.allDepartments')}</option>
              {departments.map((s) => (
                <option key={s.department_code} value={s.department_code}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {picked || locationId || department ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setPicked(null);
              setText('');
              setLocationId('');
              setDepartment('');
            }}
          >
            {t('find.showAll')}
          </Button>
        ) : null}
      </Flex>

      <Box as="section" aria-labelledby="doctors-heading" aria-busy={base === null}>
        <Heading as="h2" size="md" id="doctors-heading" mb="3">
          {picked ? t('find.doctorsFor', { name: picked.name }) : t('find.doctors')}
        </Heading>
        {failed ? (
          <ErrorPanel onRetry={() => navigate(0)} />
        ) : base === null ? (
          <Flex role="status" gap="2" align="center" color="fg.muted">
            <Spinner size="sm" /> <Text>{t('find.loading')}</Text>
          </Flex>
        ) : shown.length === 0 ? (
          <EmptyState icon="doctor" message={translateMessage(picked ? MSG.noDataFound : MSG.noDoctors)} />
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {shown.slice(0, limit).map((d, i) => (
                // The first doctor a 'Show more doctors' adds takes the focus, so the keyboard goes on from there.
                <chakra.li key={d.id} ref={i === limit - DOCTORS_PAGE && i > 0 ? firstAdded : undefined} tabIndex={i === limit - DOCTORS_PAGE && i > 0 ? -1 : undefined} outline="none">
                  <DoctorCard doctor={d} onProfile={() => setProfile(d)} onBook={() => book(d)} />
                </chakra.li>
              ))}
            </SimpleGrid>
            <Flex direction="column" align="center" gap="2" mt="5">
              <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="doctors-count">
                {t('find.showing', { shown: Math.min(limit, shown.length), total: shown.length })}
              </Text>
              {shown.length > limit ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setLimit((n) => n + DOCTORS_PAGE);
                    setFocusAdded(true);
                  }}
                >
                  {t('find.showMore')}
                </Button>
              ) : null}
            </Flex>
          </>
        )}
      </Box>
      <DoctorProfileDialog doctor={profile} onClose={() => setProfile(null)} onBook={(d) => book(d)} />
    </Box>
  );
}
