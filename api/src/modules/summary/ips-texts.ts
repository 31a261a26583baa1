import type { SummarySection } from '@portal/shared/contracts';

/**
 * The words of the patient summary in its two languages: the document's section titles, column headings and coded
 * values, used by the narrative of the FHIR document (ips.ts) and by its PDF (summary-pdf.ts).
 */

export type SummaryLang = 'en' | 'ar';

const TEXTS = {
  en: {
    title: 'International Patient Summary',
    sections: { problems: 'Problem list', allergies: 'Allergies and intolerances', medications: 'Medication summary', results: 'Results', immunizations: 'Immunisations' },
    empty: { nilknown: 'No information recorded at the hospital.', withheld: 'Not shared by the patient.' },
    columns: {
      problem: 'Problem', code: 'Code', status: 'Status', onset: 'Since', recorded: 'Recorded',
      substance: 'Substance', category: 'Type', criticality: 'Criticality', reaction: 'Reaction',
      medicine: 'Medicine', dosage: 'Dosage', from: 'From', to: 'Until',
      test: 'Test', result: 'Result', range: 'Reference range', flag: 'Flag', date: 'Date',
      vaccine: 'Vaccine', dose: 'Dose', lot: 'Lot',
    },
    patient: { name: 'Patient', dateOfBirth: 'Date of birth', gender: 'Gender', records: 'Hospital records', generated: 'Generated' },
    gender: { male: 'Male', female: 'Female', unknown: 'Not stated' },
    status: {
      active: 'Active', recurrence: 'Recurrence', relapse: 'Relapse', inactive: 'Inactive', remission: 'Remission', resolved: 'Resolved',
      completed: 'Completed', 'not-done': 'Not done', 'entered-in-error': 'Entered in error', final: 'Final',
    },
    category: { food: 'Food', medication: 'Medication', environment: 'Environment', biologic: 'Biologic' },
    criticality: { low: 'Low', high: 'High', 'unable-to-assess': 'Not assessed' },
    flag: { H: 'High', L: 'Low', A: 'Abnormal', N: 'Normal' },
    footer: 'From the records of the hospital group. Please discuss this summary with your doctor.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  ar: {
    title: 'الملخص الصحي الدولي للمريض',
    sections: { problems: 'قائمة المشكلات الصحية', allergies: 'الحساسية وعدم التحمل', medications: 'ملخص الأدوية', results: 'نتائج الفحوصات', immunizations: 'التطعيمات' },
    empty: { nilknown: 'لا توجد معلومات مسجلة في المستشفى.', withheld: 'لم يشاركها المريض.' },
    columns: {
      problem: 'المشكلة الصحية', code: 'الرمز', status: 'الحالة', onset: 'منذ', recorded: 'تاريخ التسجيل',
      substance: 'المادة', category: 'النوع', criticality: 'الخطورة', reaction: 'رد الفعل',
      medicine: 'الدواء', dosage: 'الجرعة', from: 'من', to: 'حتى',
      test: 'الفحص', result: 'النتيجة', range: 'المعدل الطبيعي', flag: 'التقييم', date: 'التاريخ',
      vaccine: 'اللقاح', dose: 'الجرعة', lot: 'رقم التشغيلة',
    },
    patient: { name: 'المريض', dateOfBirth: 'تاريخ الميلاد', gender: 'الجنس', records: 'سجلات المستشفى', generated: 'تاريخ الإنشاء' },
    gender: { male: 'ذكر', female: 'أنثى', unknown: 'غير محدد' },
    status: {
      active: 'نشطة', recurrence: 'متكررة', relapse: 'انتكاس', inactive: 'غير نشطة', remission: 'في طور التعافي', resolved: 'زالت',
      completed: 'مكتمل', 'not-done': 'لم يُعطَ', 'entered-in-error': 'أُدخل خطأً', final: 'نهائية',
    },
    category: { food: 'طعام', medication: 'دواء', environment: 'بيئية', biologic: 'حيوية' },
    criticality: { low: 'منخفضة', high: 'عالية', 'unable-to-assess': 'غير مقيّمة' },
    flag: { H: 'مرتفع', L: 'منخفض', A: 'غير طبيعي', N: 'طبيعي' },
    footer: 'من سجلات مجموعة المستشفيات. يرجى مناقشة هذا الملخص مع طبيبك.',
    page: (n: number, of: number) => `صفحة ${n} من ${of}`,
  },
} as const;

export type SummaryTexts = (typeof TEXTS)[SummaryLang];
export const summaryTexts = (lang: SummaryLang): SummaryTexts => TEXTS[lang];

/** A coded value's words, or the value itself when it has none. */
export function wordFor(map: Record<string, string>, value: string): string {
  return map[value] ?? value;
}

export const sectionTitle = (lang: SummaryLang, s: SummarySection) => TEXTS[lang].sections[s];

/** dd/MM/yyyy of a YYYY-MM-DD date ('' stays ''). */
export const ddmmyyyy = (iso: string) => {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};
