/**
 * Shapes of the content site seed. Every text a person reads is a `Localized` pair; the routes pick one
 * language per request (`lang=ar` → Arabic, otherwise English), so the data is written once, in both.
 */
export interface Localized {
  en: string;
  ar: string;
}

export type Lang = keyof Localized;
export type BrandId = 'burjeel' | 'medeor' | 'lifecare' | 'llh' | 'colab';
export type CountryCode = 'UAE' | 'Oman';
export type Currency = 'AED' | 'OMR';

export interface Brand {
  id: BrandId;
  name: Localized;
  supportEmail: string;
  /** Colours used by the generated images (doctor avatars, banners). */
  colors: { primary: string; secondary: string };
  isDefault: boolean;
  /** Locations shown for this brand: its own ones first, then the ones it shares. */
  locationIds: number[];
}

export interface Location {
  locationId: number;
  name: Localized;
  /** The content site's slug of the facility; the portal sends it back as `vblog`. */
  vblog: string;
  /** The hospital information system's facility code (BU10, BM10, LL18 switch portal features). */
  facilityCode: string;
  city: Localized;
  country: CountryCode;
  address: Localized;
  phone: string;
  latitude: number;
  longitude: number;
  image: string;
  currency: Currency;
  /** Position in the location list (getallhospitallocation?position=). */
  position: number;
}

export interface Condition {
  id: number;
  name: Localized;
}

export interface Specialty {
  id: number;
  name: Localized;
  /** Content-site taxonomy: a plain speciality or a centre of excellence. */
  cat_type: 'speciality' | 'centre-of-excellence';
  /** Department code in the hospital information system (schedules are kept per department). */
  department_code: string;
  conditions: Condition[];
  image: string;
}

export interface Doctor {
  id: number;
  name: Localized;
  image: string;
  specialtyId: number;
  /** Specialty display name, as the content site sends it. */
  specialty: Localized;
  specialization: Localized;
  location: Localized;
  locationId: number;
  vblog: string;
  facilityCode: string;
  cat_type: Specialty['cat_type'];
  department_code: string;
  physician_code: string;
  physician_number: string;
  /** Non-empty for doctors booked by phone only: the text replaces the Book button. */
  appointment_message: Localized;
  experience: number;
  nationality: Localized;
  /** Language names (the spec keeps the content site's spelling of the field). */
  know_langauges: Localized[];
  biography_web: Localized;
  gender: 'Male' | 'Female';
  isTeleconsultation: boolean;
  /** Only for teleconsultation doctors: what patients may consult them for (searchable). */
  disease_key: Localized[];
}

export interface InsurancePartner {
  id: number;
  name: Localized;
  image: string;
}

/** Insurance plans a location does not accept (getrestrictedinsurance?location_id=). */
export interface RestrictedInsurance {
  locationId: number;
  insuranceIds: number[];
  note: Localized;
}

export interface NewsItem {
  id: number;
  title: Localized;
  imagepath: string;
  /** HTML paragraphs. */
  description: Localized;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
}

export interface MediaItem {
  id: number;
  title: Localized;
  imagepath: string;
  videolink: string;
  publishDate: string;
}

export interface Banner {
  id: number;
  brand: BrandId;
  banner_for: 'Login' | 'Banner';
  title: Localized;
  image: string;
}

export interface SubPackage {
  id: number;
  name: Localized;
  /** HTML. */
  description: Localized;
  price: number;
  currency: Currency;
}

export interface HealthPackage {
  id: number;
  name: Localized;
  /** Package family slug (getallpackages?packagename=). */
  packagename: string;
  image: string;
  brands: BrandId[];
  sub_packages: SubPackage[];
}

export interface LegalPage {
  page_title: Localized;
  /** HTML; `{brand}` is replaced with the brand's display name. */
  page_text: Localized;
}

export interface PatientType {
  patient_type_value: string;
  patient_type_label: Localized;
}

export type QuestionType = 'R' | 'T' | 'I' | 'D';

export interface FeedbackQuestion {
  questionID: number;
  question: Localized;
  questiontype: QuestionType;
  /** Choices for R and D; empty for T and I. */
  options: Localized[];
  is_mandatory: 'Yes' | 'No';
}

export interface FeedbackFacility {
  locationId: number;
  vblog: string;
  patientTypes: PatientType[];
  /** Keyed by patient_type_value. */
  questionnaires: Record<string, FeedbackQuestion[]>;
}
