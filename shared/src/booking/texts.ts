/**
 * The texts of the shared booking pieces (namespace `booking`), added to i18next when `@portal/shared/booking` is
 * first imported: pages that never show a slot (the login page's first load) do not carry them.
 */
export const BOOKING_EN = {
  date: 'Appointment date',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  nextAvailable: 'Next available dates',
  loadingSlots: 'Loading slots…',
  patient: 'Patient',
  chosenTiming: 'Chosen timing',
  noSlotChosen: 'No slot chosen yet',
  reference: 'Reference number',
  at: '{{date}} at {{time}}',
};

export const BOOKING_AR: typeof BOOKING_EN = {
  date: 'تاريخ الموعد',
  previousDay: 'اليوم السابق',
  nextDay: 'اليوم التالي',
  morning: 'الصباح',
  afternoon: 'بعد الظهر',
  evening: 'المساء',
  nextAvailable: 'أقرب المواعيد المتاحة',
  loadingSlots: 'جارٍ تحميل المواعيد…',
  patient: 'المريض',
  chosenTiming: 'الموعد المختار',
  noSlotChosen: 'لم يتم اختيار موعد بعد',
  reference: 'الرقم المرجعي',
  at: '{{date}} الساعة {{time}}',
};
