import { doctors, locations } from '../../adapters/content/catalogue.js';
import type { Doctor, Lang, Location } from '../../adapters/content/catalogue.js';
import type { DoctorCard } from '@portal/shared/contracts';

/**
 * The doctor and hospital details an appointment shows (name, picture, specialty, address). The HIS
 * knows a doctor only by id and physician number; the descriptive fields live on the content site,
 * whose seed the embedded portal reads directly.
 */
const byPhysician = new Map<string, Doctor>(doctors.map((d) => [d.physician_number, d] as const));
const byId = new Map<number, Doctor>(doctors.map((d) => [d.id, d] as const));
const byEnglishName = new Map<string, Doctor>(doctors.map((d) => [d.name.en, d] as const));
const byFacility = new Map<string, Location>(locations.map((l) => [l.facilityCode, l] as const));
const byLocationId = new Map<number, Location>(locations.map((l) => [l.locationId, l] as const));

export function doctorByPhysicianNumber(no: string): Doctor | undefined {
  return byPhysician.get(no);
}
export function doctorById(id: number): Doctor | undefined {
  return byId.get(id);
}
export function locationByFacility(code: string): Location | undefined {
  return byFacility.get(code);
}

/**
 * A doctor's name as the content site writes it in `lang`: the HIS records name a doctor in English (and a
 * physician number where it has one); a doctor the content site does not list keeps the HIS's name.
 */
export function doctorNameIn(lang: Lang, hisName: string, physicianNo?: string): string {
  const d = (physicianNo ? byPhysician.get(physicianNo) : undefined) ?? byEnglishName.get(hisName);
  return d ? d.name[lang] : hisName;
}

/** A hospital's name in `lang` from its HIS facility code; the code itself when the content site does not list it. */
export function hospitalNameIn(lang: Lang, facilityCode: string): string {
  return byFacility.get(facilityCode)?.name[lang] ?? facilityCode;
}

/** The portal sends a facility as its location id (the stored `facilityId`) or as the HIS code. */
export function facilityCodeOf(value: string | number | undefined | null): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(n)) return byLocationId.get(n)?.facilityCode;
  return byFacility.has(String(value)) ? String(value) : undefined;
}


export type { DoctorCard };

export function doctorCard(d: Doctor, lang: Lang): DoctorCard {
  return {
    id: d.id,
    name: d.name[lang],
    image: d.image,
    specialty: d.specialty[lang],
    specialization: d.specialization[lang],
    location: d.location[lang],
    locationId: d.locationId,
    vblog: d.vblog,
    cat_type: d.cat_type,
    department_code: d.department_code,
    physician_code: d.physician_code,
    physician_number: d.physician_number,
    appointment_message: d.appointment_message[lang],
    experience: d.experience,
    nationality: d.nationality[lang],
    know_langauges: d.know_langauges.map((l) => l[lang]).join(lang === 'ar' ? '، ' : ', '),
  };
}
