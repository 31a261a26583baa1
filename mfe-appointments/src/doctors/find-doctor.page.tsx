import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MSG } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { translateMessage } from '@portal/shared/i18n';
import { Box, Heading, PageHeader, QueryState, toast } from '@portal/shared/ui';
import { DoctorFilters } from './doctor-filters';
import { DoctorList } from './doctor-list';
import { DoctorProfileDialog } from './doctor-profile-dialog';
import { allDoctorsQuery, doctorsOfQuery, locationsQuery, specialtiesQuery, type Doctor, type HospitalLocation, type SearchSuggestion } from './doctors.api';
import { SearchBox } from './search-box';
import { SpecialtyChips, specialtySuggestion } from './specialty-chips';

/**
 * Navigation state of /auth/findDoctor: a search kind and the chosen item: 'doc' with an autocomplete
 * suggestion (Search results), 'location' with a hospital of the location list (Locations → Doctors).
 */
interface FindState {
  search?: string;
  item?: SearchSuggestion | HospitalLocation;
}

/** The navigation state's item as the page's pick: a hospital of the location list is picked as a location. */
function pickedFromState({ search, item }: FindState): SearchSuggestion | null {
  if (!item) return null;
  if (search === 'location' && 'locationId' in item && !('cat_type' in item && item.cat_type)) {
    const l = item as HospitalLocation;
    return { id: l.locationId, name: l.name, cat_type: 'location', location: l.name, specialty: '', vblog: l.vblog, locationId: l.locationId, image: l.locationImg ?? '' };
  }
  return item as SearchSuggestion;
}

/** The doctors of the page's choice: the full list, or a picked specialty's, condition's or location's (a picked doctor alone). */
function useDoctors(picked: SearchSuggestion | null, lang: string) {
  const all = useQuery(allDoctorsQuery(lang));
  const narrowed = picked !== null && picked.cat_type !== 'doctor';
  const of = useQuery({ ...doctorsOfQuery(picked ?? { cat_type: 'doctor', id: 0, locationId: null, vblog: '' }, lang), enabled: narrowed });
  return { all, base: narrowed ? of : all };
}

/** /auth/findDoctor (and /auth/finddoctor/): search, specialties, location and department filters, doctor cards. */
export default function FindDoctorPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const routeState = (useLocation().state ?? {}) as FindState;
  const lang = useSession((s) => s.lang);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SearchSuggestion | null>(() => pickedFromState(routeState));
  const [locationId, setLocationId] = useState('');
  const [department, setDepartment] = useState('');
  const [profile, setProfile] = useState<Doctor | null>(null);
  const { all, base } = useDoctors(picked, lang);
  const specialties = useQuery(specialtiesQuery(lang)).data;
  const locations = useQuery(locationsQuery(lang)).data ?? [];

  const local: SearchSuggestion[] = useMemo(
    () => [
      ...(all.data ?? []).map((d): SearchSuggestion => ({ id: d.id, name: d.name, cat_type: 'doctor', location: d.location, specialty: d.specialty, vblog: d.vblog, locationId: d.locationId, image: d.image })),
      ...(specialties ?? []).map(specialtySuggestion),
    ],
    [all.data, specialties],
  );
  const shownOf = (doctors: Doctor[]) =>
    doctors.filter((d) => (picked?.cat_type !== 'doctor' || d.id === picked.id) && (!locationId || String(d.locationId) === locationId) && (!department || d.department_code === department));
  const departments = (specialties ?? []).filter((s, i, arr) => arr.findIndex((x) => x.department_code === s.department_code) === i);
  const book = (d: Doctor) => navigate('/auth/bookappointment', { state: { doctor: d } });
  const showAll = () => {
    setPicked(null);
    setText('');
    setLocationId('');
    setDepartment('');
  };

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
          onSubmit={(q) => (q ? navigate('/auth/searchDoctorResult/', { state: { doctorSearchString: q } }) : toast.error(MSG.searchByDoctorOrSpecialities))}
        />
      </Box>
      <SpecialtyChips specialties={specialties} picked={picked} onPick={setPicked} />
      <DoctorFilters
        locations={locations}
        departments={departments}
        locationId={locationId}
        department={department}
        onLocation={setLocationId}
        onDepartment={setDepartment}
        onShowAll={picked || locationId || department ? showAll : null}
      />
      <Box as="section" aria-labelledby="doctors-heading" aria-busy={base.isPending}>
        <Heading as="h2" size="md" id="doctors-heading" mb="3">
          {picked ? t('find.doctorsFor', { name: picked.name }) : t('find.doctors')}
        </Heading>
        <QueryState query={base} loading={t('find.loading')} isEmpty={(d) => shownOf(d).length === 0} empty={translateMessage(picked ? MSG.noDataFound : MSG.noDoctors)} emptyIcon="doctor">
          {(d) => <DoctorList key={`${picked?.cat_type}-${picked?.id}-${locationId}-${department}`} doctors={shownOf(d)} onProfile={setProfile} onBook={book} />}
        </QueryState>
      </Box>
      <DoctorProfileDialog doctor={profile} onClose={() => setProfile(null)} onBook={book} />
    </Box>
  );
}
