import type { Doctor, Localized } from './types.js';
import { locations, specialties } from './places.js';

/**
 * Invented doctors: first and last names combined at random from common names, not real people.
 * Each row is compact; `buildDoctor` expands it into the content site's doctor record in both languages.
 */

const LANGS = {
  en: { en: 'English', ar: 'الإنجليزية' },
  ar: { en: 'Arabic', ar: 'العربية' },
  hi: { en: 'Hindi', ar: 'الهندية' },
  ml: { en: 'Malayalam', ar: 'المالايالامية' },
  ur: { en: 'Urdu', ar: 'الأردية' },
  ta: { en: 'Tamil', ar: 'التاميلية' },
  fr: { en: 'French', ar: 'الفرنسية' },
  de: { en: 'German', ar: 'الألمانية' },
  tl: { en: 'Tagalog', ar: 'التاغالوغية' },
  ru: { en: 'Russian', ar: 'الروسية' },
} satisfies Record<string, Localized>;
type LangKey = keyof typeof LANGS;

/** Arabic nationality adjectives agree with the doctor's gender. */
const NATIONALITIES = {
  IN: { en: 'Indian', m: 'هندي', f: 'هندية' },
  EG: { en: 'Egyptian', m: 'مصري', f: 'مصرية' },
  JO: { en: 'Jordanian', m: 'أردني', f: 'أردنية' },
  SY: { en: 'Syrian', m: 'سوري', f: 'سورية' },
  LB: { en: 'Lebanese', m: 'لبناني', f: 'لبنانية' },
  AE: { en: 'Emirati', m: 'إماراتي', f: 'إماراتية' },
  OM: { en: 'Omani', m: 'عماني', f: 'عمانية' },
  GB: { en: 'British', m: 'بريطاني', f: 'بريطانية' },
  PK: { en: 'Pakistani', m: 'باكستاني', f: 'باكستانية' },
  PH: { en: 'Filipino', m: 'فلبيني', f: 'فلبينية' },
  SD: { en: 'Sudanese', m: 'سوداني', f: 'سودانية' },
  DE: { en: 'German', m: 'ألماني', f: 'ألمانية' },
  IQ: { en: 'Iraqi', m: 'عراقي', f: 'عراقية' },
} as const;
type NatKey = keyof typeof NATIONALITIES;

type Grade = 'consultant' | 'specialist' | 'gp';

/** Title per specialty and grade, e.g. "Consultant Cardiologist". */
const ROLE: Record<number, Localized> = {
  1: { en: 'Cardiologist', ar: 'أمراض القلب' },
  2: { en: 'Orthopaedic Surgeon', ar: 'جراحة العظام' },
  3: { en: 'Paediatrician', ar: 'طب الأطفال' },
  4: { en: 'Obstetrician and Gynaecologist', ar: 'أمراض النساء والتوليد' },
  5: { en: 'Internal Medicine', ar: 'الطب الباطني' },
  6: { en: 'Dermatologist', ar: 'الأمراض الجلدية' },
  7: { en: 'ENT Surgeon', ar: 'جراحة الأنف والأذن والحنجرة' },
  8: { en: 'Ophthalmologist', ar: 'طب وجراحة العيون' },
  9: { en: 'Neurologist', ar: 'طب الأعصاب' },
  10: { en: 'Gastroenterologist', ar: 'أمراض الجهاز الهضمي' },
  11: { en: 'General Practitioner', ar: 'الطب العام' },
  12: { en: 'Urologist', ar: 'جراحة المسالك البولية' },
  13: { en: 'Dentist', ar: 'طب الأسنان' },
  14: { en: 'Oncologist', ar: 'الأورام' },
  15: { en: 'Physiotherapist', ar: 'العلاج الطبيعي' },
};

function specialization(specialtyId: number, grade: Grade, gender: 'Male' | 'Female'): Localized {
  const role = ROLE[specialtyId]!;
  if (grade === 'gp') return { en: 'General Practitioner', ar: gender === 'Female' ? 'طبيبة عامة' : 'طبيب عام' };
  const en = `${grade === 'consultant' ? 'Consultant' : 'Specialist'} ${role.en}`;
  const ar = grade === 'consultant'
    ? `${gender === 'Female' ? 'استشارية' : 'استشاري'} ${role.ar}`
    : `${gender === 'Female' ? 'أخصائية' : 'أخصائي'} ${role.ar}`;
  return { en, ar };
}

type Row = [
  id: number,
  name: [en: string, ar: string],
  gender: 'M' | 'F',
  nationality: NatKey,
  specialtyId: number,
  locationId: number,
  grade: Grade,
  experience: number,
  langs: LangKey[],
  extra?: { phoneOnly?: boolean; tele?: Localized[] },
];

const PHONE_ONLY: Localized = {
  en: 'Please call +971-80055 to book',
  ar: 'يرجى الاتصال على \u2066+971-80055\u2069 للحجز',
};

const d = (en: string, ar: string): Localized => ({ en, ar });
const TELE_GP = [d('Fever', 'الحمى'), d('Cough', 'السعال'), d('Common cold', 'نزلات البرد'), d('Sore throat', 'التهاب الحلق'), d('Headache', 'الصداع')];
const TELE_GP2 = [d('Allergies', 'الحساسية'), d('Diarrhoea', 'الإسهال'), d('Skin rash', 'الطفح الجلدي'), d('Back pain', 'آلام الظهر')];
const TELE_GP3 = [d('Diabetes follow-up', 'متابعة السكري'), d('Blood pressure review', 'مراجعة ضغط الدم'), d('Prescription refill', 'تجديد الوصفة الطبية'), d('Fever', 'الحمى')];

const rows: Row[] = [
  // Burjeel Hospital Abu Dhabi (BU10)
  [1, ['Dr. Omar Haddad', 'د. عمر حداد'], 'M', 'JO', 1, 101, 'consultant', 22, ['en', 'ar']],
  [2, ['Dr. Leena Menon', 'د. لينا مينون'], 'F', 'IN', 4, 101, 'consultant', 18, ['en', 'hi', 'ml']],
  [3, ['Dr. Karim Saleh', 'د. كريم صالح'], 'M', 'EG', 2, 101, 'consultant', 20, ['en', 'ar', 'fr']],
  [4, ['Dr. Priya Nair', 'د. بريا ناير'], 'F', 'IN', 3, 101, 'specialist', 11, ['en', 'hi', 'ml', 'ta']],
  [5, ['Dr. Tariq Mansour', 'د. طارق منصور'], 'M', 'SY', 9, 101, 'consultant', 25, ['en', 'ar'], { phoneOnly: true }],
  [6, ['Dr. Sara Khoury', 'د. سارة خوري'], 'F', 'LB', 6, 101, 'specialist', 9, ['en', 'ar', 'fr']],
  [7, ['Dr. Rahul Pillai', 'د. راهول بيلاي'], 'M', 'IN', 11, 101, 'gp', 8, ['en', 'hi', 'ml'], { tele: TELE_GP }],
  [8, ['Dr. Noura Hamdan', 'د. نورة حمدان'], 'F', 'AE', 11, 101, 'gp', 7, ['ar', 'en'], { tele: TELE_GP2 }],
  [9, ['Dr. Imran Qasim', 'د. عمران قاسم'], 'M', 'PK', 11, 101, 'gp', 12, ['en', 'ur', 'hi', 'ar'], { tele: TELE_GP3 }],
  [10, ['Dr. Daniel Walker', 'د. دانيال ووكر'], 'M', 'GB', 14, 101, 'consultant', 27, ['en']],
  [11, ['Dr. Rania Farouk', 'د. رانيا فاروق'], 'F', 'EG', 5, 101, 'specialist', 13, ['ar', 'en']],
  [12, ['Dr. Arjun Iyer', 'د. أرجون آيير'], 'M', 'IN', 10, 101, 'consultant', 19, ['en', 'hi', 'ta']],
  // Burjeel Medical Centre Al Ain (BU20)
  [13, ['Dr. Hassan Darwish', 'د. حسن درويش'], 'M', 'SD', 5, 102, 'specialist', 15, ['ar', 'en']],
  [14, ['Dr. Deepa Varghese', 'د. ديبا فارغيز'], 'F', 'IN', 3, 102, 'specialist', 10, ['en', 'ml', 'hi']],
  [15, ['Dr. Yousef Aziz', 'د. يوسف عزيز'], 'M', 'JO', 13, 102, 'specialist', 8, ['ar', 'en']],
  [16, ['Dr. Maria Reyes', 'د. ماريا رييس'], 'F', 'PH', 11, 102, 'gp', 6, ['en', 'tl']],
  // Burjeel Medeor Hospital Dubai (BM10)
  [17, ['Dr. Khalid Rashed', 'د. خالد راشد'], 'M', 'AE', 1, 103, 'consultant', 17, ['ar', 'en']],
  [18, ['Dr. Hala Shaker', 'د. هالة شاكر'], 'F', 'IQ', 4, 103, 'specialist', 12, ['ar', 'en']],
  [19, ['Dr. Vikram Joshi', 'د. فيكرام جوشي'], 'M', 'IN', 12, 103, 'consultant', 21, ['en', 'hi']],
  [20, ['Dr. Aisha Nasser', 'د. عائشة ناصر'], 'F', 'AE', 8, 103, 'specialist', 9, ['ar', 'en']],
  [21, ['Dr. Mark Fischer', 'د. مارك فيشر'], 'M', 'DE', 2, 103, 'consultant', 24, ['en', 'de']],
  [22, ['Dr. Farah Suleiman', 'د. فرح سليمان'], 'F', 'SY', 7, 103, 'specialist', 10, ['ar', 'en', 'fr']],
  [23, ['Dr. Sunil Kurian', 'د. سونيل كوريان'], 'M', 'IN', 15, 103, 'specialist', 14, ['en', 'ml', 'hi']],
  // Burjeel Hospital Muscat (BO10)
  [24, ['Dr. Majid Al Balushi', 'د. ماجد البلوشي'], 'M', 'OM', 5, 104, 'consultant', 16, ['ar', 'en']],
  [25, ['Dr. Salma Awad', 'د. سلمى عوض'], 'F', 'SD', 4, 104, 'consultant', 20, ['ar', 'en']],
  [26, ['Dr. Thomas Mathew', 'د. توماس ماثيو'], 'M', 'IN', 11, 104, 'gp', 9, ['en', 'ml', 'hi']],
  [27, ['Dr. Reem Al Harthi', 'د. ريم الحارثي'], 'F', 'OM', 3, 104, 'specialist', 7, ['ar', 'en']],
  // Medeor Hospital Abu Dhabi (MD20)
  [28, ['Dr. Nabil Hussain', 'د. نبيل حسين'], 'M', 'PK', 1, 201, 'specialist', 13, ['en', 'ur', 'ar']],
  [29, ['Dr. Meera Das', 'د. ميرا داس'], 'F', 'IN', 6, 201, 'consultant', 18, ['en', 'hi']],
  [30, ['Dr. Rami Bakr', 'د. رامي بكر'], 'M', 'EG', 10, 201, 'specialist', 11, ['ar', 'en'], { phoneOnly: true }],
  [31, ['Dr. Grace Hill', 'د. غريس هيل'], 'F', 'GB', 8, 201, 'consultant', 23, ['en', 'fr']],
  [32, ['Dr. Adel Mansour', 'د. عادل منصور'], 'M', 'JO', 11, 201, 'gp', 10, ['ar', 'en']],
  // LifeCare Hospital Musaffah (LC10)
  [33, ['Dr. Suresh Menon', 'د. سوريش مينون'], 'M', 'IN', 2, 301, 'specialist', 16, ['en', 'ml', 'hi', 'ta']],
  [34, ['Dr. Huda Saleh', 'د. هدى صالح'], 'F', 'EG', 4, 301, 'specialist', 12, ['ar', 'en']],
  [35, ['Dr. Anil Rahman', 'د. أنيل رحمن'], 'M', 'IN', 11, 301, 'gp', 14, ['en', 'hi', 'ur', 'ml']],
  [36, ['Dr. Mona Aziz', 'د. منى عزيز'], 'F', 'SY', 3, 301, 'consultant', 19, ['ar', 'en']],
  // LifeCare Hospital Baniyas (LC20)
  [37, ['Dr. Ziad Haddad', 'د. زياد حداد'], 'M', 'LB', 7, 302, 'consultant', 21, ['ar', 'en', 'fr']],
  [38, ['Dr. Anjali Kapoor', 'د. أنجالي كابور'], 'F', 'IN', 13, 302, 'specialist', 6, ['en', 'hi']],
  [39, ['Dr. Faisal Qasim', 'د. فيصل قاسم'], 'M', 'IQ', 5, 302, 'specialist', 15, ['ar', 'en'], { phoneOnly: true }],
  // LLH Hospital Abu Dhabi (LL18)
  [40, ['Dr. Samir Nasser', 'د. سمير ناصر'], 'M', 'LB', 11, 401, 'gp', 11, ['ar', 'en', 'fr'], { tele: TELE_GP }],
  [41, ['Dr. Emily Walker', 'د. إيميلي ووكر'], 'F', 'GB', 11, 401, 'gp', 9, ['en'], { tele: TELE_GP2 }],
  [42, ['Dr. Joseph Kurian', 'د. جوزيف كوريان'], 'M', 'IN', 1, 401, 'consultant', 26, ['en', 'ml', 'hi']],
  [43, ['Dr. Dina Farouk', 'د. دينا فاروق'], 'F', 'EG', 9, 401, 'specialist', 10, ['ar', 'en']],
  [44, ['Dr. Hamad Al Ketbi', 'د. حمد الكتبي'], 'M', 'AE', 12, 401, 'specialist', 8, ['ar', 'en']],
  [45, ['Dr. Lakshmi Iyer', 'د. لاكشمي آيير'], 'F', 'IN', 14, 401, 'consultant', 20, ['en', 'ta', 'hi']],
  // LLH Hospital Musaffah (LL20)
  [46, ['Dr. Kevin Reyes', 'د. كيفن رييس'], 'M', 'PH', 11, 402, 'gp', 7, ['en', 'tl']],
  [47, ['Dr. Nadia Darwish', 'د. نادية درويش'], 'F', 'SY', 6, 402, 'specialist', 9, ['ar', 'en']],
  // LLH Medical Centre Sohar (LO10)
  [48, ['Dr. Said Al Hinai', 'د. سعيد الهنائي'], 'M', 'OM', 11, 403, 'gp', 13, ['ar', 'en']],
  [49, ['Dr. Olga Petrova', 'د. أولغا بتروفا'], 'F', 'DE', 15, 403, 'specialist', 17, ['en', 'de', 'ru']],
  // Colab Health Clinic Abu Dhabi (CL10)
  [50, ['Dr. Ahmed Shaker', 'د. أحمد شاكر'], 'M', 'EG', 11, 501, 'gp', 10, ['ar', 'en']],
  [51, ['Dr. Julia Fischer', 'د. يوليا فيشر'], 'F', 'DE', 5, 501, 'specialist', 12, ['en', 'de']],
];

function joinAr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و${items[items.length - 1]}`;
}
function joinEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Arabic counts: 3–10 take the plural noun, 11 and more the singular accusative. */
function yearsAr(n: number): string {
  if (n === 1) return 'عامًا واحدًا';
  if (n === 2) return 'عامين';
  if (n <= 10) return `${n} أعوام`;
  return `${n} عامًا`;
}

function biography(name: Localized, spec: Localized, female: boolean, years: number, conditions: Localized[], langs: Localized[], place: Localized, tele: boolean): Localized {
  const he = female ? 'She' : 'He';
  const his = female ? 'her' : 'his';
  const en = `<p>${name.en} is a ${spec.en} at ${place.en} with ${years} years of clinical experience. ${he} has a special interest in ${joinEn(conditions.map((c) => c.en.toLowerCase()))}, and believes in explaining every step of care so that patients and their families can make informed decisions.</p>`
    + `<p>${he} trained in leading teaching hospitals and keeps ${his} practice in line with current international guidelines. ${he} consults in ${joinEn(langs.map((l) => l.en))}.${tele ? ` ${he} also offers teleconsultations for patients who cannot visit the hospital.` : ''}</p>`;
  const ar = female
    ? `<p>${name.ar} ${spec.ar} في ${place.ar}، تتمتع بخبرة سريرية تمتد ${yearsAr(years)}. تشمل اهتماماتها الخاصة ${joinAr(conditions.map((c) => c.ar))}، وتحرص على شرح كل خطوة من خطوات العلاج ليتمكن المرضى وعائلاتهم من اتخاذ قرارات واعية.</p>`
      + `<p>تلقت تدريبها في مستشفيات تعليمية رائدة، وتواكب في ممارستها أحدث الإرشادات الدولية. تتحدث ${joinAr(langs.map((l) => l.ar))}.${tele ? ' كما تقدم استشارات عن بُعد للمرضى الذين لا يستطيعون زيارة المستشفى.' : ''}</p>`
    : `<p>${name.ar} ${spec.ar} في ${place.ar}، يتمتع بخبرة سريرية تمتد ${yearsAr(years)}. تشمل اهتماماته الخاصة ${joinAr(conditions.map((c) => c.ar))}، ويحرص على شرح كل خطوة من خطوات العلاج ليتمكن المرضى وعائلاتهم من اتخاذ قرارات واعية.</p>`
      + `<p>تلقى تدريبه في مستشفيات تعليمية رائدة، ويواكب في ممارسته أحدث الإرشادات الدولية. يتحدث ${joinAr(langs.map((l) => l.ar))}.${tele ? ' كما يقدم استشارات عن بُعد للمرضى الذين لا يستطيعون زيارة المستشفى.' : ''}</p>`;
  return { en, ar };
}

function buildDoctor([id, [en, ar], g, nat, specialtyId, locationId, grade, experience, langKeys, extra]: Row): Doctor {
  const sp = specialties.find((s) => s.id === specialtyId);
  const loc = locations.find((l) => l.locationId === locationId);
  if (!sp || !loc) throw new Error(`doctor ${id}: unknown specialty ${specialtyId} or location ${locationId}`);
  const gender = g === 'F' ? 'Female' : 'Male';
  const name = { en, ar };
  const spec = specialization(specialtyId, grade, gender);
  const langs = langKeys.map((k) => LANGS[k]);
  const n = NATIONALITIES[nat];
  const tele = extra?.tele !== undefined;
  return {
    id,
    name,
    image: `/content/media/doctor/${id}.svg`,
    specialtyId,
    specialty: sp.name,
    specialization: spec,
    location: loc.name,
    locationId,
    vblog: loc.vblog,
    facilityCode: loc.facilityCode,
    cat_type: sp.cat_type,
    department_code: sp.department_code,
    // Stable codes: the HIS stand-in keys doctors' schedules on physician_number.
    physician_code: `${loc.facilityCode}-D${String(id).padStart(4, '0')}`,
    physician_number: String(10000 + id),
    appointment_message: extra?.phoneOnly ? PHONE_ONLY : { en: '', ar: '' },
    experience,
    nationality: { en: n.en, ar: g === 'F' ? n.f : n.m },
    know_langauges: langs,
    biography_web: biography(name, spec, g === 'F', experience, sp.conditions.slice(0, 3).map((c) => c.name), langs, loc.name, tele),
    gender,
    isTeleconsultation: tele,
    disease_key: extra?.tele ?? [],
  };
}

export const doctors: Doctor[] = rows.map(buildDoctor);
