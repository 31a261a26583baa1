import { internationalProblems, type InternationalForm } from './international-rules';

const now = new Date(2026, 10, 22, 10, 0, 0);
const valid: InternationalForm = {
  fullName: 'Layla Haddad', gender: 'female', callingCode: '971', mobile: '501234567', email: 'layla@example.com',
  travelDate: '2026-12-01', comment: 'Second opinion please.', file: { name: 'report.pdf', size: 1000 },
};
const fields = (f: InternationalForm) => internationalProblems(f, now).map((p) => `${p.field}:${p.message}`);

describe('international Write Us rules (care §5)', () => {
  test('a complete form has no problem', () => {
    expect(fields(valid)).toEqual([]);
  });
  test('every field is required', () => {
    const empty = { fullName: '', gender: '', callingCode: '971', mobile: '', email: '', travelDate: '', comment: '', file: null };
    expect(fields(empty)).toEqual(['fullName', 'gender', 'mobile', 'email', 'travelDate', 'comment', 'file'].map((f) => `${f}:All fields are required`));
  });
  test('mobile, e-mail, travel date, comment and file rules', () => {
    expect(fields({ ...valid, mobile: '5012345' })).toEqual(['mobile:Please enter valid Mobile Number']);
    expect(fields({ ...valid, email: 'layla@' })).toEqual(['email:Please enter valid Email ID']);
    expect(fields({ ...valid, travelDate: '2026-11-21' })).toEqual(['travelDate:Travel date cannot be before today']);
    expect(fields({ ...valid, travelDate: '2026-11-22' })).toEqual([]);
    expect(fields({ ...valid, comment: 'x'.repeat(400) })).toEqual([]);
    expect(fields({ ...valid, comment: 'x'.repeat(401) })).toEqual(['comment:Comment can be at most 400 characters']);
    expect(fields({ ...valid, file: { name: 'scan.exe', size: 10 } })).toEqual(['file:Only pdf, doc, docx, jpg, jpeg and png files are allowed']);
    expect(fields({ ...valid, file: { name: 'scan.PNG', size: 2_048_000 } })).toEqual([]);
    expect(fields({ ...valid, file: { name: 'scan.png', size: 2_048_001 } })).toEqual(['file:File size must not exceed 2 MB']);
  });
});
