import type { FeedbackFacility, FeedbackQuestion, Localized, PatientType, QuestionType } from './types.js';
import { locations, specialties } from './places.js';
import { doctors } from './doctors.js';

const t = (en: string, ar: string): Localized => ({ en, ar });

const RATING = [t('Excellent', 'ممتاز'), t('Very good', 'جيد جدًا'), t('Good', 'جيد'), t('Fair', 'مقبول'), t('Poor', 'ضعيف')];
const YES_PARTLY_NO = [t('Yes', 'نعم'), t('Partly', 'إلى حد ما'), t('No', 'لا')];
const LIKELY = [t('Very likely', 'مرجح جدًا'), t('Likely', 'مرجح'), t('Not sure', 'غير متأكد'), t('Unlikely', 'غير مرجح')];
const WAIT = [t('Less than 15 minutes', 'أقل من 15 دقيقة'), t('15 to 30 minutes', 'من 15 إلى 30 دقيقة'), t('30 to 60 minutes', 'من 30 إلى 60 دقيقة'), t('More than an hour', 'أكثر من ساعة')];

const PATIENT_TYPES: Record<string, PatientType> = {
  OP: { patient_type_value: 'OP', patient_type_label: t('Outpatient', 'مريض العيادات الخارجية') },
  IP: { patient_type_value: 'IP', patient_type_label: t('Inpatient', 'مريض منوَّم') },
  ER: { patient_type_value: 'ER', patient_type_label: t('Emergency', 'الطوارئ') },
  TC: { patient_type_value: 'TC', patient_type_label: t('Teleconsultation', 'الاستشارة عن بُعد') },
};

/** Facility kinds decide which visits can be rated: clinics have outpatients only. */
function patientTypesFor(facilityCode: string): PatientType[] {
  const hospital = ['BU10', 'BM10', 'BO10', 'MD20', 'LC10', 'LC20', 'LL18', 'LL20'].includes(facilityCode);
  const types = [PATIENT_TYPES.OP!];
  if (hospital) types.push(PATIENT_TYPES.IP!, PATIENT_TYPES.ER!);
  if (facilityCode === 'BU10' || facilityCode === 'LL18') types.push(PATIENT_TYPES.TC!);
  return types;
}

type Q = [type: QuestionType, question: Localized, options: Localized[], mandatory: boolean];

function templates(type: string, place: Localized, departments: Localized[]): Q[] {
  const recommend: Q = ['R', t(`How likely are you to recommend ${place.en} to your friends and family?`, `ما مدى احتمال أن توصي بـ${place.ar} لأصدقائك وعائلتك؟`), LIKELY, true];
  const improve: Q = ['T', t('Please tell us how we can improve.', 'يرجى إخبارنا كيف يمكننا التحسن.'), [], false];
  switch (type) {
    case 'OP':
      return [
        ['R', t('How would you rate the ease of booking your appointment?', 'كيف تقيّم سهولة حجز موعدك؟'), RATING, true],
        ['R', t('How long did you wait after your appointment time?', 'كم انتظرت بعد موعدك المحدد؟'), WAIT, true],
        ['D', t('Which department did you visit?', 'ما القسم الذي زرته؟'), departments, true],
        ['R', t('Did the doctor explain your condition and treatment clearly?', 'هل شرح لك الطبيب حالتك وعلاجك بوضوح؟'), YES_PARTLY_NO, true],
        recommend,
        ['I', t('Name of a staff member you would like to thank', 'اسم أحد الموظفين الذي تود شكره'), [], false],
        improve,
      ];
    case 'IP':
      return [
        ['R', t('How would you rate the admission process?', 'كيف تقيّم إجراءات الدخول؟'), RATING, true],
        ['R', t('How would you rate the care from our nurses?', 'كيف تقيّم رعاية الممرضين لك؟'), RATING, true],
        ['R', t('How clean was your room?', 'ما مدى نظافة غرفتك؟'), RATING, true],
        ['D', t('How would you rate the meals?', 'كيف تقيّم الوجبات؟'), RATING, false],
        ['R', t('Were you given clear instructions at discharge?', 'هل حصلت على تعليمات واضحة عند الخروج؟'), YES_PARTLY_NO, true],
        ['I', t('Room number', 'رقم الغرفة'), [], false],
        recommend,
        improve,
      ];
    case 'ER':
      return [
        ['R', t('How quickly were you seen by a doctor?', 'ما مدى سرعة معاينة الطبيب لك؟'), WAIT, true],
        ['R', t('Were you kept informed while you waited?', 'هل أُطلعت على المستجدات أثناء انتظارك؟'), YES_PARTLY_NO, true],
        ['D', t('What brought you to the emergency department?', 'ما سبب حضورك إلى قسم الطوارئ؟'), [t('Injury', 'إصابة'), t('Sudden illness', 'مرض مفاجئ'), t('Chest pain or breathing difficulty', 'ألم في الصدر أو صعوبة في التنفس'), t("A child's illness", 'مرض طفل'), t('Other', 'أخرى')], false],
        recommend,
        improve,
      ];
    default: // TC
      return [
        ['R', t('How was the video and sound quality of the call?', 'كيف كانت جودة الصورة والصوت في المكالمة؟'), RATING, true],
        ['R', t('Did the doctor understand your concern?', 'هل فهم الطبيب ما يقلقك؟'), YES_PARTLY_NO, true],
        ['I', t('Doctor’s name', 'اسم الطبيب'), [], false],
        improve,
      ];
  }
}

export const feedbackFacilities: FeedbackFacility[] = locations.map((loc, li) => {
  const specIds = new Set(doctors.filter((d) => d.locationId === loc.locationId).map((d) => d.specialtyId));
  const departments = specialties.filter((s) => specIds.has(s.id)).map((s) => s.name);
  const types = patientTypesFor(loc.facilityCode);
  const questionnaires: Record<string, FeedbackQuestion[]> = {};
  types.forEach((pt, ti) => {
    questionnaires[pt.patient_type_value] = templates(pt.patient_type_value, loc.name, departments).map(([questiontype, question, options, mandatory], qi) => ({
      // Unique across facilities so saved answers can be traced back to one question.
      questionID: (li + 1) * 1000 + (ti + 1) * 100 + qi + 1,
      question,
      questiontype,
      options,
      is_mandatory: mandatory ? 'Yes' : 'No',
    }));
  });
  return { locationId: loc.locationId, vblog: loc.vblog, patientTypes: types, questionnaires };
});
