import { healthPackagesAvailable, teleconsultationRoutesAllowed, type BrandName } from '@portal/shared/brand';
import type { Banner, BrandId, HealthPackage, LegalPage, Localized, MediaItem, NewsItem, SubPackage } from './types.js';

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');
const news = (id: number, publishDate: string, title: Localized, en: string[], ar: string[]): NewsItem => ({
  id, publishDate, title, imagepath: `/content/media/news/${id}.svg`, description: { en: p(...en), ar: p(...ar) },
});

/** Newest first, as the content site lists them. */
export const newsItems: NewsItem[] = [
  news(1, '2026-11-12', { en: 'Free diabetes screening week across our hospitals', ar: 'أسبوع الفحص المجاني للسكري في مستشفياتنا' },
    ['To mark World Diabetes Day, our hospitals are offering free blood sugar and HbA1c screening to adults from 12 to 19 November.', 'Walk in to any outpatient reception between 8 am and 8 pm. Our diabetes educators will explain your results and, when needed, book a follow-up with an endocrinologist.'],
    ['بمناسبة اليوم العالمي للسكري، تقدم مستشفياتنا فحصًا مجانيًا لسكر الدم والسكر التراكمي للبالغين من 12 إلى 19 نوفمبر.', 'يمكنكم التوجه إلى أي مكتب استقبال للعيادات الخارجية بين الساعة 8 صباحًا و8 مساءً. سيشرح لكم مثقفو السكري نتائجكم، ويحجزون عند الحاجة موعد متابعة مع طبيب الغدد الصماء.']),
  news(2, '2026-10-28', { en: 'New cardiac catheterisation laboratory opens in Dubai', ar: 'افتتاح مختبر جديد لقسطرة القلب في دبي' },
    ['Our Dubai hospital has opened a second cardiac catheterisation laboratory, cutting waiting times for angiography and stenting.', 'The laboratory uses low-dose imaging that reduces radiation for patients and staff, and is staffed around the clock for heart attack emergencies.'],
    ['افتتح مستشفانا في دبي مختبرًا ثانيًا لقسطرة القلب، مما يقلل أوقات الانتظار لإجراءات تصوير الشرايين وتركيب الدعامات.', 'يستخدم المختبر تصويرًا منخفض الجرعة يقلل الإشعاع على المرضى والطاقم، ويعمل على مدار الساعة لحالات النوبات القلبية الطارئة.']),
  news(3, '2026-10-15', { en: 'Breast cancer awareness: book your mammogram this October', ar: 'التوعية بسرطان الثدي: احجزي صورة الثدي الشعاعية في أكتوبر' },
    ['Early detection saves lives. Throughout October, women over 40 can book a screening mammogram with a same-week appointment.', 'Results are reviewed by two radiologists and shared in the patient portal, and a breast surgeon is available for any follow-up questions.'],
    ['الكشف المبكر ينقذ الأرواح. طوال شهر أكتوبر، يمكن للسيدات فوق سن الأربعين حجز صورة شعاعية للثدي بموعد خلال الأسبوع نفسه.', 'يراجع النتائج اثنان من أطباء الأشعة وتُعرض في بوابة المرضى، كما تتوفر جراحة ثدي للإجابة عن أي أسئلة للمتابعة.']),
  news(4, '2026-09-30', { en: 'Teleconsultation now available seven days a week', ar: 'الاستشارات عن بُعد متاحة الآن طوال أيام الأسبوع' },
    ['Patients can now consult a general practitioner by video every day of the week, including weekends and public holidays.', 'Book from the portal, choose to pay by insurance or by yourself, and join the call from your phone or computer at the booked time.'],
    ['أصبح بإمكان المرضى استشارة طبيب عام عبر الفيديو كل يوم من أيام الأسبوع، بما في ذلك عطلات نهاية الأسبوع والعطلات الرسمية.', 'احجزوا من البوابة، واختاروا الدفع عن طريق التأمين أو على نفقتكم الخاصة، ثم انضموا إلى المكالمة من الهاتف أو الحاسوب في الموعد المحدد.']),
  news(5, '2026-09-12', { en: 'Back-to-school health checks for children', ar: 'فحوصات صحية للأطفال مع العودة إلى المدارس' },
    ['Our paediatric clinics are running back-to-school checks covering growth, vision, hearing, dental health and vaccinations.', 'Parents receive a school health form completed by the paediatrician at the end of the visit.'],
    ['تقدم عيادات الأطفال لدينا فحوصات العودة إلى المدارس التي تشمل النمو والبصر والسمع وصحة الأسنان والتطعيمات.', 'يحصل أولياء الأمور في نهاية الزيارة على النموذج الصحي المدرسي مكتملًا من طبيب الأطفال.']),
  news(6, '2026-08-20', { en: 'Staying safe in the summer heat', ar: 'كيف تحافظ على سلامتك في حرارة الصيف' },
    ['Heat exhaustion can develop quickly when temperatures pass 45 degrees. Drink water regularly, avoid the midday sun and never leave children in a parked car.', 'Dizziness, headache, nausea or confusion are warning signs. Move to a cool place and seek care at once if symptoms do not settle.'],
    ['قد يحدث الإجهاد الحراري بسرعة عندما تتجاوز درجات الحرارة 45 درجة. اشربوا الماء بانتظام، وتجنبوا شمس الظهيرة، ولا تتركوا الأطفال أبدًا في سيارة متوقفة.', 'الدوار والصداع والغثيان والارتباك علامات تحذيرية. انتقلوا إلى مكان بارد واطلبوا الرعاية فورًا إذا لم تهدأ الأعراض.']),
  news(7, '2026-07-08', { en: 'Robotic knee replacement programme reaches 500 patients', ar: 'برنامج استبدال الركبة بالروبوت يتجاوز 500 مريض' },
    ['Our orthopaedic team has completed its 500th robot-assisted knee replacement, with most patients walking on the day after surgery.', 'Robotic planning helps place the implant precisely, which can mean less pain and a faster return to daily life.'],
    ['أكمل فريق جراحة العظام لدينا عملية استبدال الركبة رقم 500 بمساعدة الروبوت، وقد تمكن معظم المرضى من المشي في اليوم التالي للجراحة.', 'يساعد التخطيط الروبوتي على تثبيت المفصل الصناعي بدقة، مما قد يعني ألمًا أقل وعودة أسرع إلى الحياة اليومية.']),
  news(8, '2026-06-18', { en: 'Blood donation drive in partnership with the community', ar: 'حملة للتبرع بالدم بالشراكة مع المجتمع' },
    ['More than 300 volunteers donated blood during our two-day drive held at three hospitals.', 'Every donation can help up to three patients. Donors received a free health check and a certificate of appreciation.'],
    ['تبرع أكثر من 300 متطوع بالدم خلال حملتنا التي استمرت يومين في ثلاثة مستشفيات.', 'يمكن لكل تبرع أن يساعد ما يصل إلى ثلاثة مرضى. وحصل المتبرعون على فحص صحي مجاني وشهادة تقدير.']),
  news(9, '2026-05-25', { en: 'New paediatric emergency unit in Al Ain', ar: 'وحدة طوارئ جديدة للأطفال في العين' },
    ['A dedicated paediatric emergency area with its own waiting room and treatment bays has opened at our Al Ain centre.', 'It is staffed by paediatricians and nurses trained in children’s emergency care, around the clock.'],
    ['افتُتحت منطقة طوارئ مخصصة للأطفال في مركزنا بالعين، بغرفة انتظار وأسرّة علاج خاصة بها.', 'يعمل فيها على مدار الساعة أطباء أطفال وممرضون مدربون على رعاية الأطفال في حالات الطوارئ.']),
  news(10, '2026-04-10', { en: 'Healthy fasting tips for Ramadan', ar: 'نصائح لصيام صحي في رمضان' },
    ['Our dietitians recommend a balanced suhoor with slow-release carbohydrates and plenty of water between iftar and suhoor.', 'Patients with diabetes or heart disease should review their medicines with their doctor before fasting.'],
    ['ينصح أخصائيو التغذية لدينا بسحور متوازن يحتوي على كربوهيدرات بطيئة الامتصاص وبشرب كمية كافية من الماء بين الإفطار والسحور.', 'على مرضى السكري وأمراض القلب مراجعة أدويتهم مع الطبيب قبل الصيام.']),
];

const media = (id: number, publishDate: string, en: string, ar: string): MediaItem => ({
  id, publishDate, title: { en, ar }, imagepath: `/content/media/media/${id}.svg`, videolink: `/content/media/video/${id}.webm`,
});

export const mediaItems: MediaItem[] = [
  media(1, '2026-11-05', 'How to prepare for a blood test', 'كيف تستعد لفحص الدم'),
  media(2, '2026-10-22', 'Five signs of a heart attack you should not ignore', 'خمس علامات للنوبة القلبية لا يجب تجاهلها'),
  media(3, '2026-10-09', 'A tour of our new maternity ward', 'جولة في جناح الولادة الجديد'),
  media(4, '2026-09-18', 'Exercises for a healthy back at work', 'تمارين لظهر سليم أثناء العمل'),
  media(5, '2026-08-30', 'Your first teleconsultation, step by step', 'استشارتك الأولى عن بُعد خطوة بخطوة'),
  media(6, '2026-07-14', 'Understanding your cholesterol results', 'فهم نتائج الكوليسترول'),
  media(7, '2026-06-02', 'Caring for a child with a fever at home', 'العناية بالطفل المصاب بالحمى في المنزل'),
  media(8, '2026-05-11', 'Living well with diabetes', 'العيش بصحة مع مرض السكري'),
  media(9, '2026-04-03', 'What happens during a cataract operation', 'ماذا يحدث أثناء عملية إعتام عدسة العين'),
];

/** A banner's words and, when it advertises a service some brands do not offer, which brands carry it. */
type BannerText = Localized & { offeredBy?: (brand: BrandName) => boolean };

const BANNER_TEXTS: Record<'Login' | 'Banner', BannerText[]> = {
  Login: [
    { en: 'Your health, in your hands', ar: 'صحتك بين يديك' },
    { en: 'Book appointments for the whole family', ar: 'احجز المواعيد لجميع أفراد العائلة' },
  ],
  Banner: [
    { en: 'See a doctor by video today', ar: 'استشر طبيبًا عبر الفيديو اليوم', offeredBy: teleconsultationRoutesAllowed },
    { en: 'Health check packages for every age', ar: 'باقات الفحص الصحي لكل الأعمار', offeredBy: healthPackagesAvailable },
    { en: 'Your reports, ready when you are', ar: 'تقاريرك جاهزة متى شئت' },
  ],
};

const BANNER_BRANDS: BrandId[] = ['burjeel', 'medeor', 'lifecare', 'llh', 'colab'];

/**
 * Every brand gets its own banners (the image carries the brand's colours), and only for what it offers (the
 * brands' feature switches of @portal/shared/brand): Lifecare's site advertises no teleconsultation and no packages.
 */
export const banners: Banner[] = BANNER_BRANDS.flatMap((brand, b) =>
  (['Login', 'Banner'] as const).flatMap((kind) =>
    BANNER_TEXTS[kind].flatMap(({ offeredBy, ...title }, i): Banner[] => {
      if (offeredBy && !offeredBy(brand)) return [];
      const id = (b + 1) * 100 + (kind === 'Login' ? 0 : 10) + i + 1;
      return [{ id, brand, banner_for: kind, title, image: `/content/media/banner/${id}.svg` }];
    }),
  ),
);

const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const sub = (id: number, name: Localized, introEn: string, introAr: string, testsEn: string[], testsAr: string[], price: number): SubPackage => ({
  id, name, price, currency: 'AED',
  description: { en: `<p>${introEn}</p>${ul(testsEn)}`, ar: `<p>${introAr}</p>${ul(testsAr)}` },
});
const BASIC = { en: 'Basic', ar: 'الأساسية' };
const ADVANCED = { en: 'Advanced', ar: 'المتقدمة' };
const PREMIUM = { en: 'Premium', ar: 'المميزة' };
const ALL: BrandId[] = ['burjeel', 'medeor', 'lifecare', 'llh', 'colab'];

export const packages: HealthPackage[] = [
  {
    id: 1, packagename: 'executive', brands: ALL, image: '/content/media/package/1.svg',
    name: { en: 'Executive Health Check', ar: 'الفحص الصحي التنفيذي' },
    sub_packages: [
      sub(11, BASIC, 'A yearly check for busy adults.', 'فحص سنوي للبالغين المنشغلين.', ['Complete blood count', 'Fasting blood sugar', 'Lipid profile', 'Consultation with a physician'], ['تعداد الدم الكامل', 'سكر الدم الصائم', 'فحص الدهون', 'استشارة مع طبيب'], 450),
      sub(12, ADVANCED, 'Adds heart and organ function tests.', 'يضيف فحوصات القلب ووظائف الأعضاء.', ['Everything in Basic', 'Liver and kidney function', 'Thyroid stimulating hormone', 'Electrocardiogram (ECG)'], ['كل ما في الباقة الأساسية', 'وظائف الكبد والكلى', 'الهرمون المنبه للغدة الدرقية', 'تخطيط القلب الكهربائي'], 950),
      sub(13, PREMIUM, 'Our most complete assessment, done in one morning.', 'أشمل تقييم لدينا، يُنجز في صباح واحد.', ['Everything in Advanced', 'Echocardiogram', 'Abdominal ultrasound', 'Vitamin D and B12', 'Dietitian consultation'], ['كل ما في الباقة المتقدمة', 'تخطيط صدى القلب', 'الموجات فوق الصوتية للبطن', 'فيتامين د وب12', 'استشارة أخصائي تغذية'], 1850),
    ],
  },
  {
    id: 2, packagename: 'women', brands: ALL, image: '/content/media/package/2.svg',
    name: { en: "Women's Wellness", ar: 'صحة المرأة' },
    sub_packages: [
      sub(21, BASIC, 'Essential screening for women.', 'فحوصات أساسية للمرأة.', ['Complete blood count', 'Iron studies', 'Pap smear', 'Gynaecologist consultation'], ['تعداد الدم الكامل', 'فحوصات الحديد', 'مسحة عنق الرحم', 'استشارة طبيبة نساء'], 600),
      sub(22, ADVANCED, 'Screening for women over 40.', 'فحوصات للسيدات فوق سن الأربعين.', ['Everything in Basic', 'Mammogram', 'Pelvic ultrasound', 'Bone density scan'], ['كل ما في الباقة الأساسية', 'تصوير الثدي الشعاعي', 'الموجات فوق الصوتية للحوض', 'قياس كثافة العظام'], 1400),
    ],
  },
  {
    id: 3, packagename: 'cardiac', brands: ALL, image: '/content/media/package/3.svg',
    name: { en: 'Heart Care Screening', ar: 'فحص صحة القلب' },
    sub_packages: [
      sub(31, BASIC, 'Know your heart risk.', 'اعرف مخاطر قلبك.', ['Lipid profile', 'Blood sugar', 'Electrocardiogram (ECG)', 'Cardiologist consultation'], ['فحص الدهون', 'سكر الدم', 'تخطيط القلب الكهربائي', 'استشارة طبيب قلب'], 700),
      sub(32, PREMIUM, 'For people with risk factors or symptoms.', 'للأشخاص المعرضين للخطر أو لديهم أعراض.', ['Everything in Basic', 'Echocardiogram', 'Treadmill stress test', 'High-sensitivity CRP'], ['كل ما في الباقة الأساسية', 'تخطيط صدى القلب', 'اختبار الجهد على جهاز المشي', 'البروتين التفاعلي عالي الحساسية'], 1650),
    ],
  },
  {
    id: 4, packagename: 'diabetes', brands: ALL, image: '/content/media/package/4.svg',
    name: { en: 'Diabetes Care', ar: 'رعاية مرضى السكري' },
    sub_packages: [
      sub(41, BASIC, 'A quarterly review for people with diabetes.', 'مراجعة ربع سنوية لمرضى السكري.', ['HbA1c', 'Kidney function and urine albumin', 'Foot examination', 'Diabetes educator session'], ['السكر التراكمي', 'وظائف الكلى وألبومين البول', 'فحص القدم', 'جلسة مع مثقف السكري'], 550),
      sub(42, ADVANCED, 'A yearly complication check.', 'فحص سنوي للمضاعفات.', ['Everything in Basic', 'Retinal eye examination', 'Lipid profile', 'Electrocardiogram (ECG)', 'Endocrinologist consultation'], ['كل ما في الباقة الأساسية', 'فحص شبكية العين', 'فحص الدهون', 'تخطيط القلب الكهربائي', 'استشارة طبيب الغدد الصماء'], 1100),
    ],
  },
  {
    id: 5, packagename: 'child', brands: ALL, image: '/content/media/package/5.svg',
    name: { en: 'Child Wellness', ar: 'صحة الطفل' },
    sub_packages: [
      sub(51, BASIC, 'A growth and development check for ages 2 to 12.', 'فحص النمو والتطور للأعمار من 2 إلى 12 سنة.', ['Paediatrician consultation', 'Growth assessment', 'Vision and hearing screening', 'Complete blood count'], ['استشارة طبيب أطفال', 'تقييم النمو', 'فحص البصر والسمع', 'تعداد الدم الكامل'], 350),
      sub(52, ADVANCED, 'Adds dental and nutrition care.', 'يضيف رعاية الأسنان والتغذية.', ['Everything in Basic', 'Dental check-up', 'Vitamin D', 'Dietitian consultation'], ['كل ما في الباقة الأساسية', 'فحص الأسنان', 'فيتامين د', 'استشارة أخصائي تغذية'], 650),
    ],
  },
  {
    id: 6, packagename: 'senior', brands: ALL, image: '/content/media/package/6.svg',
    name: { en: 'Senior Citizen Check', ar: 'فحص كبار السن' },
    sub_packages: [
      sub(61, BASIC, 'For adults over 60.', 'للبالغين فوق سن الستين.', ['Complete blood count', 'Kidney and liver function', 'Blood sugar', 'Geriatric consultation'], ['تعداد الدم الكامل', 'وظائف الكلى والكبد', 'سكر الدم', 'استشارة طبيب مسنين'], 500),
      sub(62, PREMIUM, 'A complete assessment for healthy ageing.', 'تقييم شامل للشيخوخة الصحية.', ['Everything in Basic', 'Bone density scan', 'Hearing test', 'Eye examination', 'Physiotherapy assessment'], ['كل ما في الباقة الأساسية', 'قياس كثافة العظام', 'اختبار السمع', 'فحص العيون', 'تقييم العلاج الطبيعي'], 1300),
    ],
  },
  {
    id: 7, packagename: 'premarital', brands: ['burjeel', 'medeor', 'llh'], image: '/content/media/package/7.svg',
    name: { en: 'Pre-marital Screening', ar: 'فحص ما قبل الزواج' },
    sub_packages: [
      sub(71, BASIC, 'The screening required before marriage, with counselling.', 'الفحص المطلوب قبل الزواج مع الاستشارة.', ['Blood group', 'Haemoglobin electrophoresis', 'Hepatitis B and C', 'HIV and syphilis screening'], ['فصيلة الدم', 'الفصل الكهربائي للهيموغلوبين', 'التهاب الكبد ب وج', 'فحص فيروس نقص المناعة والزهري'], 400),
    ],
  },
];

export const terms: LegalPage = {
  page_title: { en: 'Terms and Conditions', ar: 'الشروط والأحكام' },
  page_text: {
    en: p(
      'Welcome to the {brand} patient portal. By creating an account or using the portal you agree to these terms. Please read them carefully; if you do not agree, do not use the portal.',
      'The portal lets you book, reschedule and cancel appointments, consult a doctor by video, view your reports and medication, and manage the records of family members you are allowed to act for. It does not replace emergency care: in an emergency call 999 or go to the nearest emergency department.',
      'You must give true and complete information when you register, keep your password secret and tell us at once if you think someone else has used your account. You are responsible for every action taken with your account.',
      'Appointments are subject to the availability of the doctor. If you cannot attend, please cancel at least 24 hours in advance so that another patient can use the slot. Fees for teleconsultations and health packages depend on your insurance provider and are confirmed by the hospital team.',
      'Medical information in the portal, including news, videos and health tools such as the BMI and stroke risk calculators, is general information and is not a diagnosis. Always discuss your results with your doctor.',
      'We may update these terms from time to time. The version shown in the portal applies from the date it is published. These terms are governed by the laws of the United Arab Emirates. Questions can be sent to our support team or to the 24-hour helpline 800 55.',
    ),
    ar: p(
      'مرحبًا بكم في بوابة مرضى {brand}. بإنشاء حساب أو استخدام البوابة فإنكم توافقون على هذه الشروط. يرجى قراءتها بعناية، وإذا لم توافقوا عليها فلا تستخدموا البوابة.',
      'تتيح لكم البوابة حجز المواعيد وتغييرها وإلغاءها، واستشارة الطبيب عبر الفيديو، والاطلاع على تقاريركم وأدويتكم، وإدارة سجلات أفراد العائلة المسموح لكم بالتصرف نيابةً عنهم. ولا تُغني البوابة عن رعاية الطوارئ: في حالات الطوارئ اتصلوا بالرقم 999 أو توجهوا إلى أقرب قسم طوارئ.',
      'يجب عليكم تقديم معلومات صحيحة وكاملة عند التسجيل، والحفاظ على سرية كلمة المرور، وإبلاغنا فورًا إذا اعتقدتم أن شخصًا آخر استخدم حسابكم. وأنتم مسؤولون عن كل إجراء يتم من خلال حسابكم.',
      'تخضع المواعيد لتوفر الطبيب. إذا تعذر عليكم الحضور، يرجى الإلغاء قبل 24 ساعة على الأقل ليتمكن مريض آخر من الاستفادة من الموعد. وتعتمد رسوم الاستشارات عن بُعد والباقات الصحية على شركة التأمين الخاصة بكم، ويؤكدها فريق المستشفى.',
      'المعلومات الطبية في البوابة، بما فيها الأخبار ومقاطع الفيديو والأدوات الصحية مثل حاسبة مؤشر كتلة الجسم وحاسبة خطر السكتة الدماغية، معلومات عامة وليست تشخيصًا. ناقشوا نتائجكم دائمًا مع طبيبكم.',
      'قد نقوم بتحديث هذه الشروط من وقت لآخر، ويسري الإصدار المعروض في البوابة من تاريخ نشره. تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة. ويمكن إرسال الاستفسارات إلى فريق الدعم أو إلى خط المساعدة على مدار الساعة 800 55.',
    ),
  },
};

export const privacy: LegalPage = {
  page_title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  page_text: {
    en: p(
      '{brand} respects your privacy. This policy explains what personal and health information the patient portal collects, why we collect it and how we protect it.',
      'We collect the details you give when you register (name, mobile number, date of birth, identity document), the details of family members you add, and the records created when you use our services: appointments, reports, medication and messages.',
      'We use this information to identify you, to provide and coordinate your care, to send you one-time passwords, reminders and notifications, and to meet our legal obligations. We do not sell your information or use it for advertising by other companies.',
      'Your health records are shared only with the clinicians caring for you, with your insurer when you ask us to claim from them, and with authorities where the law requires it. Every access to your records is logged.',
      'Information is stored on secured servers in the country where you receive care, encrypted in transit, and kept for as long as medical record laws require. You may ask to see or correct your information, or to close your account, by contacting our support team.',
      'We use only the cookies and local storage the portal needs to keep you signed in and to remember your language. If this policy changes, we will show the new version in the portal before it applies.',
    ),
    ar: p(
      'تحترم {brand} خصوصيتكم. توضح هذه السياسة المعلومات الشخصية والصحية التي تجمعها بوابة المرضى، وسبب جمعها، وكيفية حمايتها.',
      'نجمع البيانات التي تقدمونها عند التسجيل (الاسم ورقم الهاتف المتحرك وتاريخ الميلاد ووثيقة الهوية)، وبيانات أفراد العائلة الذين تضيفونهم، والسجلات التي تنشأ عند استخدامكم لخدماتنا: المواعيد والتقارير والأدوية والرسائل.',
      'نستخدم هذه المعلومات للتحقق من هويتكم، ولتقديم رعايتكم وتنسيقها، ولإرسال كلمات المرور لمرة واحدة والتذكيرات والإشعارات، وللوفاء بالتزاماتنا القانونية. ولا نبيع معلوماتكم ولا نستخدمها لإعلانات شركات أخرى.',
      'لا تتم مشاركة سجلاتكم الصحية إلا مع الأطباء المعالجين، ومع شركة التأمين عندما تطلبون منا المطالبة لديها، ومع الجهات الرسمية عندما يقتضي القانون ذلك. ويُسجَّل كل اطلاع على سجلاتكم.',
      'تُحفظ المعلومات على خوادم مؤمنة في الدولة التي تتلقون فيها الرعاية، وتُشفّر أثناء نقلها، وتُحتفظ بها طوال المدة التي تفرضها قوانين السجلات الطبية. ويمكنكم طلب الاطلاع على معلوماتكم أو تصحيحها أو إغلاق حسابكم بالتواصل مع فريق الدعم.',
      'لا نستخدم إلا ملفات تعريف الارتباط والتخزين المحلي اللازمة لإبقائكم مسجلين ولتذكر لغتكم. وإذا تغيرت هذه السياسة، فسنعرض الإصدار الجديد في البوابة قبل سريانه.',
    ),
  },
};
