/**
 * The test identities of the embedded identity provider (embedded mode only): one per case the portal
 * must handle (account §4, §6). Their claims have the names and shapes of UAE PASS's user information
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

/** Verified (SOP3), already linked to the demo patient (971 501234567) by the embedded seed. */
export const SOP3_LINKED = identity(
  '5f0c6a2e-1d4b-4c8e-9a37-0b6f2d81c901',
  { en: 'Verified (SOP3), linked to the demo patient', ar: 'موثّق (SOP3)، مرتبط بحساب المريض التجريبي' },
  {
    fullnameEN: 'Ahmed,,,,Al Mansoori,,',
    firstnameEN: 'Ahmed',
    lastnameEN: 'Al Mansoori',
    fullnameAR: 'أحمد,,,,المنصوري,,',
    firstnameAR: 'أحمد',
    lastnameAR: 'المنصوري',
    titleEN: 'Mr',
    titleAR: 'السيد',
    email: 'patient@portal.example',
    mobile: '971501234567',
    gender: 'Male',
    nationalityEN: 'ARE',
    nationalityAR: 'إماراتي',
    idn: '784198812345671',
    idType: 'EID',
    profileType: '1',
    userType: 'SOP3',
  },
);

/** Verified (SOP2) with no portal account: registers through /home/UAEregister. */
export const SOP2_NEW = identity(
  '8b2e4f71-3c9a-4d05-b6e8-71a0c3d5e202',
  { en: 'Verified (SOP2), no portal account yet', ar: 'موثّق (SOP2)، بلا حساب في البوابة بعد' },
  {
    fullnameEN: 'Layla,,,,Al Hammadi,,',
    firstnameEN: 'Layla',
    lastnameEN: 'Al Hammadi',
    fullnameAR: 'ليلى,,,,الحمادي,,',
    firstnameAR: 'ليلى',
    lastnameAR: 'الحمادي',
    titleEN: 'Ms',
    titleAR: 'السيدة',
    email: 'layla.alhammadi@id.example',
    mobile: '971547000101',
    gender: 'Female',
    nationalityEN: 'ARE',
    nationalityAR: 'إماراتية',
    idn: '784199276543218',
    idType: 'EID',
    profileType: '1',
    userType: 'SOP2',
  },
);

/** Verified (SOP2) whose mobile already has a portal account (971 500000004, password Portal@2026): links. */
export const SOP2_REGISTERED = identity(
  'c41d9e07-6a2b-4f38-8e15-93b7d0a6f303',
  { en: 'Verified (SOP2), mobile already registered in the portal', ar: 'موثّق (SOP2)، رقم الجوال مسجّل في البوابة' },
  {
    fullnameEN: 'Fatima,,,,Al Zaabi,,',
    firstnameEN: 'Fatima',
    lastnameEN: 'Al Zaabi',
    fullnameAR: 'فاطمة,,,,الزعابي,,',
    firstnameAR: 'فاطمة',
    lastnameAR: 'الزعابي',
    titleEN: 'Ms',
    titleAR: 'السيدة',
    email: 'fatima.alzaabi@id.example',
    mobile: '971500000004',
    gender: 'Female',
    nationalityEN: 'ARE',
    nationalityAR: 'إماراتية',
    idn: '784199045678904',
    idType: 'EID',
    profileType: '1',
    userType: 'SOP2',
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
    fullnameEN: 'John,,,,Smith,,',
    firstnameEN: 'John',
    lastnameEN: 'Smith',
    fullnameAR: 'جون,,,,سميث,,',
    firstnameAR: 'جون',
    lastnameAR: 'سميث',
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
