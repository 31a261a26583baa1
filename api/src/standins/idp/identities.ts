/**
 * The test identities of the embedded identity provider (embedded mode only): one per case the portal
 * must handle (docs/product.md#accounts-digital-identity). Their claims have the names and shapes of UAE PASS's user information
 * (docs.uaepass.ae "Attributes List"): SOP1 accounts carry only the basic attributes, visitors carry
 * `profileType` 2 and no Emirates ID.
 */
export interface TestIdentity {
  /** OpenID subject, as UAE PASS forms it. */
  sub: string;
  /** What the provider's own page says about this identity (en/ar), so a tester knows which to pick. */
  note: { en: string; ar: string };
  claims: Record<string, string>;
}

const identity = (uuid: string, note: TestIdentity['note'], claims: Record<string, string>): TestIdentity => ({
  sub: `UAEPASS/${uuid}`,
  note,
  claims: { sub: `UAEPASS/${uuid}`, uuid, ...claims },
});

/** UAE PASS's name attributes: the full name joins the parts with commas (first,,,,last,,). */
const names = (en: [string, string], ar?: [string, string]): Record<string, string> => ({
  fullnameEN: `${en[0]},,,,${en[1]},,`,
  firstnameEN: en[0],
  lastnameEN: en[1],
  ...(ar && { fullnameAR: `${ar[0]},,,,${ar[1]},,`, firstnameAR: ar[0], lastnameAR: ar[1] }),
});

/** An Emirati with a verified profile (profileType 1) and an Emirates ID. */
const emirati = (idn: string, userType: 'SOP2' | 'SOP3', female: boolean): Record<string, string> => ({
  gender: female ? 'Female' : 'Male',
  titleEN: female ? 'Ms' : 'Mr',
  titleAR: female ? 'السيدة' : 'السيد',
  nationalityEN: 'ARE',
  nationalityAR: female ? 'إماراتية' : 'إماراتي',
  idn,
  idType: 'EID',
  profileType: '1',
  userType,
});

/** Verified (SOP3), already linked to the demo patient (971 501234567) by the embedded seed. */
export const SOP3_LINKED = identity(
  '5f0c6a2e-1d4b-4c8e-9a37-0b6f2d81c901',
  { en: 'Verified (SOP3), linked to the demo patient', ar: 'موثّق (SOP3)، مرتبط بحساب المريض التجريبي' },
  {
    ...names(['Ahmed', 'Al Mansoori'], ['أحمد', 'المنصوري']),
    email: 'patient@portal.example',
    mobile: '971501234567',
    ...emirati('784198812345671', 'SOP3', false),
  },
);

/** Verified (SOP2) with no portal account: registers through /home/UAEregister. */
export const SOP2_NEW = identity(
  '8b2e4f71-3c9a-4d05-b6e8-71a0c3d5e202',
  { en: 'Verified (SOP2), no portal account yet', ar: 'موثّق (SOP2)، بلا حساب في البوابة بعد' },
  {
    ...names(['Layla', 'Al Hammadi'], ['ليلى', 'الحمادي']),
    email: 'layla.alhammadi@id.example',
    mobile: '971547000101',
    ...emirati('784199276543218', 'SOP2', true),
  },
);

/** Verified (SOP2) whose mobile already has a portal account (971 500000004, password Portal@2026): links. */
export const SOP2_REGISTERED = identity(
  'c41d9e07-6a2b-4f38-8e15-93b7d0a6f303',
  { en: 'Verified (SOP2), mobile already registered in the portal', ar: 'موثّق (SOP2)، رقم الهاتف المتحرك مسجّل في البوابة' },
  {
    ...names(['Fatima', 'Al Zaabi'], ['فاطمة', 'الزعابي']),
    email: 'fatima.alzaabi@id.example',
    mobile: '971500000004',
    ...emirati('784199045678904', 'SOP2', true),
  },
);

/** Basic, unverified (SOP1): refused (provider logout, then the not-eligible message). */
export const SOP1 = identity(
  'e7a53b19-0f6c-4a92-8d4e-25c8b1f7a404',
  { en: 'Basic, unverified (SOP1)', ar: 'أساسي غير موثّق (SOP1)' },
  {
    firstnameEN: 'Khalid',
    lastnameEN: 'Rahman',
    email: 'khalid.rahman@id.example',
    mobile: '971547000102',
    userType: 'SOP1',
  },
);

/** Visitor profile (profileType 2): refused with the not-eligible message. */
export const VISITOR = identity(
  '2d96f0c4-8e17-4b5a-a3c2-6f41e9d0b505',
  { en: 'Visitor account', ar: 'حساب زائر' },
  {
    ...names(['John', 'Smith'], ['جون', 'سميث']),
    email: 'john.smith@id.example',
    mobile: '447700900123',
    gender: 'Male',
    nationalityEN: 'GBR',
    nationalityAR: 'بريطاني',
    unifiedID: '123458099',
    profileType: '2',
    userType: 'SOP3',
  },
);

export const TEST_IDENTITIES: readonly TestIdentity[] = [SOP3_LINKED, SOP2_NEW, SOP2_REGISTERED, SOP1, VISITOR];

export function findTestIdentity(sub: string): TestIdentity | undefined {
  return TEST_IDENTITIES.find((i) => i.sub === sub);
}

/** Every claim name the provider may release under the profile scope (UAE PASS's general profile). */
export const PROFILE_CLAIMS = [
  'uuid', 'fullnameEN', 'firstnameEN', 'lastnameEN', 'fullnameAR', 'firstnameAR', 'lastnameAR', 'titleEN', 'titleAR',
  'email', 'mobile', 'gender', 'nationalityEN', 'nationalityAR', 'idn', 'idType', 'profileType', 'unifiedID', 'userType',
] as const;
