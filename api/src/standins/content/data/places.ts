import type { Brand, InsurancePartner, Location, RestrictedInsurance, Specialty } from './types.js';

export const brands: Brand[] = [
  { id: 'burjeel', name: { en: 'Burjeel', ar: 'برجيل' }, supportEmail: 'patient.support@burjeel.example', colors: { primary: '#6d1f57', secondary: '#c9a15a' }, isDefault: true, locationIds: [101, 102, 104, 103] },
  { id: 'medeor', name: { en: 'Medeor', ar: 'ميديور' }, supportEmail: 'care@medeor.example', colors: { primary: '#005a8c', secondary: '#4fb3d9' }, isDefault: false, locationIds: [201, 103] },
  { id: 'lifecare', name: { en: 'LifeCare', ar: 'لايف كير' }, supportEmail: 'help@lifecare.example', colors: { primary: '#c4122f', secondary: '#f28c28' }, isDefault: false, locationIds: [301, 302] },
  { id: 'llh', name: { en: 'LLH', ar: 'إل إل إتش' }, supportEmail: 'patients@llh.example', colors: { primary: '#0b6e69', secondary: '#8cc63f' }, isDefault: false, locationIds: [401, 402, 403] },
  { id: 'colab', name: { en: 'Colab Health', ar: 'كولاب هيلث' }, supportEmail: 'support@colab.example', colors: { primary: '#4b2a85', secondary: '#2bb3a3' }, isDefault: false, locationIds: [501, 101] },
];

const img = (id: number) => `/content/media/location/${id}.svg`;

export const locations: Location[] = [
  {
    locationId: 101, position: 1, facilityCode: 'BU10', vblog: 'burjeel-hospital-abu-dhabi', currency: 'AED', country: 'UAE',
    name: { en: 'Burjeel Hospital Abu Dhabi', ar: 'مستشفى برجيل أبوظبي' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Al Najda Street, Al Khalidiya, Abu Dhabi', ar: 'شارع النجدة، الخالدية، أبوظبي' },
    phone: '+971 2 000 1010', latitude: 24.4877, longitude: 54.3611, image: img(101),
  },
  {
    locationId: 102, position: 2, facilityCode: 'BU20', vblog: 'burjeel-medical-centre-al-ain', currency: 'AED', country: 'UAE',
    name: { en: 'Burjeel Medical Centre Al Ain', ar: 'مركز برجيل الطبي العين' },
    city: { en: 'Al Ain', ar: 'العين' },
    address: { en: 'Khalifa Bin Zayed Street, Al Jimi, Al Ain', ar: 'شارع خليفة بن زايد، الجيمي، العين' },
    phone: '+971 3 000 2020', latitude: 24.2249, longitude: 55.7403, image: img(102),
  },
  {
    locationId: 103, position: 3, facilityCode: 'BM10', vblog: 'burjeel-medeor-hospital-dubai', currency: 'AED', country: 'UAE',
    name: { en: 'Burjeel Medeor Hospital Dubai', ar: 'مستشفى برجيل ميديور دبي' },
    city: { en: 'Dubai', ar: 'دبي' },
    address: { en: 'Sheikh Zayed Road, Al Barsha, Dubai', ar: 'شارع الشيخ زايد، البرشاء، دبي' },
    phone: '+971 4 000 3030', latitude: 25.1124, longitude: 55.1990, image: img(103),
  },
  {
    locationId: 104, position: 4, facilityCode: 'BO10', vblog: 'burjeel-hospital-muscat', currency: 'OMR', country: 'Oman',
    name: { en: 'Burjeel Hospital Muscat', ar: 'مستشفى برجيل مسقط' },
    city: { en: 'Muscat', ar: 'مسقط' },
    address: { en: 'Sultan Qaboos Street, Al Khuwair, Muscat', ar: 'شارع السلطان قابوس، الخوير، مسقط' },
    phone: '+968 2400 4040', latitude: 23.5957, longitude: 58.4183, image: img(104),
  },
  {
    locationId: 201, position: 5, facilityCode: 'MD20', vblog: 'medeor-hospital-abu-dhabi', currency: 'AED', country: 'UAE',
    name: { en: 'Medeor Hospital Abu Dhabi', ar: 'مستشفى ميديور أبوظبي' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Hamdan Bin Mohammed Street, Al Danah, Abu Dhabi', ar: 'شارع حمدان بن محمد، الدانة، أبوظبي' },
    phone: '+971 2 000 5050', latitude: 24.4912, longitude: 54.3705, image: img(201),
  },
  {
    locationId: 301, position: 6, facilityCode: 'LC10', vblog: 'lifecare-hospital-musaffah', currency: 'AED', country: 'UAE',
    name: { en: 'LifeCare Hospital Musaffah', ar: 'مستشفى لايف كير مصفح' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Sector M-15, Musaffah Industrial Area, Abu Dhabi', ar: 'القطاع م-15، منطقة مصفح الصناعية، أبوظبي' },
    phone: '+971 2 000 6060', latitude: 24.3528, longitude: 54.5067, image: img(301),
  },
  {
    locationId: 302, position: 7, facilityCode: 'LC20', vblog: 'lifecare-hospital-baniyas', currency: 'AED', country: 'UAE',
    name: { en: 'LifeCare Hospital Baniyas', ar: 'مستشفى لايف كير بني ياس' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Baniyas East 9, near Baniyas Court, Abu Dhabi', ar: 'بني ياس شرق 9، بالقرب من محكمة بني ياس، أبوظبي' },
    phone: '+971 2 000 7070', latitude: 24.3101, longitude: 54.6290, image: img(302),
  },
  {
    locationId: 401, position: 8, facilityCode: 'LL18', vblog: 'llh-hospital-abu-dhabi', currency: 'AED', country: 'UAE',
    name: { en: 'LLH Hospital Abu Dhabi', ar: 'مستشفى إل إل إتش أبوظبي' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Electra Street, Al Markaziyah, Abu Dhabi', ar: 'شارع إلكترا، المركزية، أبوظبي' },
    phone: '+971 2 000 8080', latitude: 24.4925, longitude: 54.3667, image: img(401),
  },
  {
    locationId: 402, position: 9, facilityCode: 'LL20', vblog: 'llh-hospital-musaffah', currency: 'AED', country: 'UAE',
    name: { en: 'LLH Hospital Musaffah', ar: 'مستشفى إل إل إتش مصفح' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Street 16, Musaffah Shabiya 9, Abu Dhabi', ar: 'الشارع 16، مصفح الشعبية 9، أبوظبي' },
    phone: '+971 2 000 9090', latitude: 24.3376, longitude: 54.5221, image: img(402),
  },
  {
    locationId: 403, position: 10, facilityCode: 'LO10', vblog: 'llh-medical-centre-sohar', currency: 'OMR', country: 'Oman',
    name: { en: 'LLH Medical Centre Sohar', ar: 'مركز إل إل إتش الطبي صحار' },
    city: { en: 'Sohar', ar: 'صحار' },
    address: { en: 'Al Tareef Roundabout, Sohar', ar: 'دوار الطريف، صحار' },
    phone: '+968 2600 1111', latitude: 24.3470, longitude: 56.7090, image: img(403),
  },
  {
    locationId: 501, position: 11, facilityCode: 'CL10', vblog: 'colab-clinic-abu-dhabi', currency: 'AED', country: 'UAE',
    name: { en: 'Colab Health Clinic Abu Dhabi', ar: 'عيادة كولاب هيلث أبوظبي' },
    city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
    address: { en: 'Al Maryah Island, Abu Dhabi', ar: 'جزيرة المارية، أبوظبي' },
    phone: '+971 2 000 1212', latitude: 24.5012, longitude: 54.3890, image: img(501),
  },
];

const spImg = (id: number) => `/content/media/specialty/${id}.svg`;
const c = (id: number, en: string, ar: string) => ({ id, name: { en, ar } });

export const specialties: Specialty[] = [
  { id: 1, cat_type: 'speciality', department_code: 'CARD', image: spImg(1), name: { en: 'Cardiology', ar: 'أمراض القلب' }, conditions: [c(101, 'Hypertension', 'ارتفاع ضغط الدم'), c(102, 'Coronary artery disease', 'مرض الشريان التاجي'), c(103, 'Heart failure', 'قصور القلب'), c(104, 'Arrhythmia', 'اضطراب نظم القلب')] },
  { id: 2, cat_type: 'speciality', department_code: 'ORTH', image: spImg(2), name: { en: 'Orthopaedics', ar: 'جراحة العظام' }, conditions: [c(201, 'Knee pain', 'آلام الركبة'), c(202, 'Sports injuries', 'الإصابات الرياضية'), c(203, 'Osteoarthritis', 'الفصال العظمي'), c(204, 'Fractures', 'الكسور')] },
  { id: 3, cat_type: 'speciality', department_code: 'PAED', image: spImg(3), name: { en: 'Paediatrics', ar: 'طب الأطفال' }, conditions: [c(301, 'Childhood asthma', 'ربو الأطفال'), c(302, 'Vaccinations', 'التطعيمات'), c(303, 'Growth concerns', 'مشكلات النمو'), c(304, 'Neonatal jaundice', 'يرقان حديثي الولادة')] },
  { id: 4, cat_type: 'speciality', department_code: 'OBGY', image: spImg(4), name: { en: 'Obstetrics and Gynaecology', ar: 'أمراض النساء والتوليد' }, conditions: [c(401, 'Pregnancy care', 'رعاية الحمل'), c(402, 'Polycystic ovary syndrome', 'متلازمة تكيس المبايض'), c(403, 'Infertility', 'العقم'), c(404, 'Menopause', 'انقطاع الطمث')] },
  { id: 5, cat_type: 'speciality', department_code: 'INTM', image: spImg(5), name: { en: 'Internal Medicine', ar: 'الطب الباطني' }, conditions: [c(501, 'Diabetes', 'السكري'), c(502, 'Thyroid disorders', 'اضطرابات الغدة الدرقية'), c(503, 'Anaemia', 'فقر الدم'), c(504, 'High cholesterol', 'ارتفاع الكوليسترول')] },
  { id: 6, cat_type: 'speciality', department_code: 'DERM', image: spImg(6), name: { en: 'Dermatology', ar: 'الأمراض الجلدية' }, conditions: [c(601, 'Acne', 'حب الشباب'), c(602, 'Eczema', 'الإكزيما'), c(603, 'Psoriasis', 'الصدفية'), c(604, 'Hair loss', 'تساقط الشعر')] },
  { id: 7, cat_type: 'speciality', department_code: 'ENT', image: spImg(7), name: { en: 'Ear, Nose and Throat', ar: 'الأنف والأذن والحنجرة' }, conditions: [c(701, 'Sinusitis', 'التهاب الجيوب الأنفية'), c(702, 'Hearing loss', 'ضعف السمع'), c(703, 'Tonsillitis', 'التهاب اللوزتين'), c(704, 'Sleep apnoea', 'انقطاع النفس أثناء النوم')] },
  { id: 8, cat_type: 'speciality', department_code: 'OPHT', image: spImg(8), name: { en: 'Ophthalmology', ar: 'طب العيون' }, conditions: [c(801, 'Cataract', 'إعتام عدسة العين'), c(802, 'Glaucoma', 'الزرق (الجلوكوما)'), c(803, 'Dry eye', 'جفاف العين'), c(804, 'Diabetic retinopathy', 'اعتلال الشبكية السكري')] },
  { id: 9, cat_type: 'speciality', department_code: 'NEUR', image: spImg(9), name: { en: 'Neurology', ar: 'طب الأعصاب' }, conditions: [c(901, 'Migraine', 'الصداع النصفي'), c(902, 'Epilepsy', 'الصرع'), c(903, 'Stroke', 'السكتة الدماغية'), c(904, "Parkinson's disease", 'مرض باركنسون')] },
  { id: 10, cat_type: 'speciality', department_code: 'GAST', image: spImg(10), name: { en: 'Gastroenterology', ar: 'أمراض الجهاز الهضمي' }, conditions: [c(1001, 'Acid reflux', 'الارتجاع المريئي'), c(1002, 'Irritable bowel syndrome', 'متلازمة القولون العصبي'), c(1003, 'Fatty liver', 'الكبد الدهني'), c(1004, 'Gallstones', 'حصوات المرارة')] },
  { id: 11, cat_type: 'speciality', department_code: 'GP', image: spImg(11), name: { en: 'General Practice', ar: 'الطب العام' }, conditions: [c(1101, 'Fever', 'الحمى'), c(1102, 'Cough', 'السعال'), c(1103, 'Common cold', 'نزلات البرد'), c(1104, 'Sore throat', 'التهاب الحلق'), c(1105, 'Headache', 'الصداع')] },
  { id: 12, cat_type: 'speciality', department_code: 'UROL', image: spImg(12), name: { en: 'Urology', ar: 'المسالك البولية' }, conditions: [c(1201, 'Kidney stones', 'حصوات الكلى'), c(1202, 'Enlarged prostate', 'تضخم البروستاتا'), c(1203, 'Urinary tract infection', 'التهاب المسالك البولية')] },
  { id: 13, cat_type: 'speciality', department_code: 'DENT', image: spImg(13), name: { en: 'Dentistry', ar: 'طب الأسنان' }, conditions: [c(1301, 'Tooth decay', 'تسوس الأسنان'), c(1302, 'Gum disease', 'أمراض اللثة'), c(1303, 'Crooked teeth', 'اعوجاج الأسنان')] },
  { id: 14, cat_type: 'centre-of-excellence', department_code: 'ONCO', image: spImg(14), name: { en: 'Oncology', ar: 'الأورام' }, conditions: [c(1401, 'Breast cancer', 'سرطان الثدي'), c(1402, 'Colorectal cancer', 'سرطان القولون والمستقيم'), c(1403, 'Cancer screening', 'الكشف المبكر عن السرطان')] },
  { id: 15, cat_type: 'centre-of-excellence', department_code: 'PHYS', image: spImg(15), name: { en: 'Physiotherapy and Rehabilitation', ar: 'العلاج الطبيعي وإعادة التأهيل' }, conditions: [c(1501, 'Back pain', 'آلام الظهر'), c(1502, 'Rehabilitation after surgery', 'إعادة التأهيل بعد الجراحة'), c(1503, 'Frozen shoulder', 'تيبس الكتف')] },
];

const insImg = (id: number) => `/content/media/insurance/${id}.svg`;
const ins = (id: number, en: string, ar: string): InsurancePartner => ({ id, name: { en, ar }, image: insImg(id) });

/** Invented insurers: the stand-in must not advertise real companies. */
export const insurance: InsurancePartner[] = [
  ins(1, 'Gulf Shield Health', 'درع الخليج الصحي'),
  ins(2, 'Oasis Care Insurance', 'الواحة للتأمين الصحي'),
  ins(3, 'Falcon Mutual', 'الصقر التعاوني'),
  ins(4, 'Desert Rose Assurance', 'وردة الصحراء للتأمين'),
  ins(5, 'Crescent Health Cover', 'الهلال للتغطية الصحية'),
  ins(6, 'Pearl Coast Medical', 'ساحل اللؤلؤ الطبي'),
  ins(7, 'Sahara Life and Health', 'صحارى للحياة والصحة'),
  ins(8, 'Dune National Insurance', 'الكثبان الوطنية للتأمين'),
  ins(9, 'Palm Grove Health Plan', 'بستان النخيل للخطط الصحية'),
  ins(10, 'Arabian Horizon Care', 'الأفق العربي للرعاية'),
  ins(11, 'Musandam Health Partners', 'مسندم للشراكات الصحية'),
  ins(12, 'Frankincense Insurance Oman', 'اللبان للتأمين عُمان'),
];

const restrictedNote = {
  en: 'These plans are not accepted at this facility. Please contact the insurance desk before your visit.',
  ar: 'لا تُقبل هذه الخطط في هذه المنشأة. يرجى التواصل مع مكتب التأمين قبل زيارتك.',
};

export const restrictedInsurance: RestrictedInsurance[] = [
  { locationId: 101, insuranceIds: [11, 12], note: restrictedNote },
  { locationId: 102, insuranceIds: [6, 11, 12], note: restrictedNote },
  { locationId: 103, insuranceIds: [7, 12], note: restrictedNote },
  { locationId: 104, insuranceIds: [1, 4, 9], note: restrictedNote },
  { locationId: 201, insuranceIds: [3, 11], note: restrictedNote },
  { locationId: 301, insuranceIds: [2, 10, 12], note: restrictedNote },
  { locationId: 302, insuranceIds: [2, 12], note: restrictedNote },
  { locationId: 401, insuranceIds: [8, 11, 12], note: restrictedNote },
  { locationId: 402, insuranceIds: [8, 12], note: restrictedNote },
  { locationId: 403, insuranceIds: [1, 5, 6], note: restrictedNote },
  { locationId: 501, insuranceIds: [], note: restrictedNote },
];
