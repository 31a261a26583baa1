import type { TFunction } from 'i18next';

/**
 * The tests the portal explains, by LOINC code: a key of the results texts (`results.tests.<key>.name` and `.about`,
 * English and Arabic). A test not here is shown with the hospital's name and "ask your doctor".
 */
const BY_LOINC: Record<string, string> = {
  '4548-4': 'hba1c', '17856-6': 'hba1c',
  '14771-0': 'glucose', '1558-6': 'glucose',
  '14647-2': 'cholesterol', '2093-3': 'cholesterol',
  '22748-8': 'ldl', '13457-7': 'ldl', '18262-6': 'ldl',
  '14646-4': 'hdl', '2085-9': 'hdl',
  '14927-8': 'triglycerides', '2571-8': 'triglycerides',
  '14682-9': 'creatinine', '2160-0': 'creatinine',
  '62238-1': 'egfr', '98979-8': 'egfr', '33914-3': 'egfr',
  '6298-4': 'potassium', '2823-3': 'potassium',
  '718-7': 'haemoglobin',
  '6690-2': 'wbc', '26464-8': 'wbc',
  '777-3': 'platelets', '26515-7': 'platelets',
  '62292-8': 'vitaminD', '1989-3': 'vitaminD',
  '3016-3': 'tsh', '11580-8': 'tsh',
  '14920-3': 'freeT4', '3024-7': 'freeT4',
  '56888-1': 'hiv', '75622-1': 'hiv', '7917-8': 'hiv',
  '5196-1': 'hbsag',
  '2118-8': 'hcg', '2106-3': 'hcg',
};

export const knownTest = (code: string): string | undefined => BY_LOINC[code];

/** The test's name in the page's language: the portal's for a test it knows, else the hospital's. */
export function testName(t: TFunction, code: string, hospitalName: string): string {
  const key = knownTest(code);
  return key ? t(`results.tests.${key}.name`) : hospitalName;
}
