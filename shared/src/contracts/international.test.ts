import { internationalEnquirySchema, type InternationalEnquiry } from './schemas';

const valid: InternationalEnquiry = {
  fullName: 'Layla Haddad', gender: 'female', callingCode: '971', mobile: '501234567', email: 'layla@example.com',
  travelDate: '2026-12-01', comment: 'Second opinion please.', report: { name: 'report.pdf', size: 1000 },
};
/** The first message of each field, in field order (what the form shows). */
const problems = (f: InternationalEnquiry) => {
  const r = internationalEnquirySchema.safeParse(f);
  if (r.success) return [];
  const seen = new Map<string, string>();
  for (const i of r.error.issues) if (!seen.has(String(i.path[0]))) seen.set(String(i.path[0]), i.message);
  return Object.keys(valid).filter((k) => seen.has(k)).map((k) => `${k}:${seen.get(k)}`);
};

beforeAll(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 10, 0, 0) });
});
afterAll(() => jest.useRealTimers());

describe('international Write Us rules', () => {
  test('a complete form has no problem', () => {
    expect(problems(valid)).toEqual([]);
  });
  test('every field is required', () => {
    const empty: InternationalEnquiry = { fullName: ' ', gender: '', callingCode: '971', mobile: '', email: '', travelDate: '', comment: '', report: null };
    expect(problems(empty)).toEqual(['fullName', 'gender', 'mobile', 'email', 'travelDate', 'comment', 'report'].map((f) => `${f}:All fields are required`));
  });
  test('mobile, e-mail, travel date, comment and report rules', () => {
    expect(problems({ ...valid, mobile: '5012345' })).toEqual(['mobile:Please enter valid Mobile Number']);
    expect(problems({ ...valid, email: 'layla@' })).toEqual(['email:Please enter valid Email ID']);
    expect(problems({ ...valid, travelDate: '2026-11-21' })).toEqual(['travelDate:Travel date cannot be before today']);
    expect(problems({ ...valid, travelDate: '2026-13-40' })).toEqual(['travelDate:Travel date cannot be before today']);
    expect(problems({ ...valid, travelDate: '2026-11-22' })).toEqual([]);
    expect(problems({ ...valid, comment: 'x'.repeat(400) })).toEqual([]);
    expect(problems({ ...valid, comment: 'x'.repeat(401) })).toEqual(['comment:Comment can be at most 400 characters']);
    expect(problems({ ...valid, report: { name: 'scan.exe', size: 10 } })).toEqual(['report:Only pdf, doc, docx, jpg, jpeg and png files are allowed']);
    expect(problems({ ...valid, report: { name: 'scan.PNG', size: 2_048_000 } })).toEqual([]);
    expect(problems({ ...valid, report: { name: 'scan.png', size: 2_048_001 } })).toEqual(['report:File size must not exceed 2 MB']);
  });
});
