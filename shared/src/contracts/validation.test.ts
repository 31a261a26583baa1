import {
  MSG,
  LIMITS,
  isValidMobile,
  mobileSchema,
  callingCodeSchema,
  adminUserSearchSchema,
  passwordProblem,
  passwordSchema,
  newPasswordWithConfirmationSchema,
  changePasswordSchema,
  isValidOtp,
  otpSchema,
  parseDisplayDate,
  formatDisplayDate,
  toIsoDate,
  dobMessage,
  dobDisplaySchema,
  isValidEmail,
  emailSchema,
  normalizeEmiratesId,
  isValidEmiratesId,
  formatEmiratesId,
  emiratesIdMatchesBirthYear,
  isValidDocumentId,
  documentIdMessage,
  isValidDocumentTypeId,
  isValidCallingCode,
  uploadProblem,
  profileImageProblem,
  sniffFileType,
  contentMatchesExtension,
  broadcastTitleSchema,
  broadcastMessageSchema,
  broadcastUrlSchema,
  complaintTextSchema,
  isValidComplaintText,
  incidentDateSchema,
  bmiInputSchema,
  commentSchema,
  identifySchema,
  loginSchema,
  registerSchema,
  profileSchema,
  sendOtpForPasswordSchema,
  verifyOtpForPasswordSchema,
  verifyOtpForRegistrationSchema,
  resetPasswordSchema,
  refreshTokenSchema,
  adultSameNumberMessage,
  maskMobile,
  digitsOnly,
  ageInYears,
  firstIssueMessage,
  unsafeTextProblem,
  unsafeTextMessage,
} from './index';
import { MAX_TEXT_DEPTH, multiline, multilinePaths, textGuard } from './schemas';
import { z } from 'zod';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : firstIssueMessage(r.error);
};
const NOW = new Date(2026, 10, 22, 10, 0, 0); // 22 Nov 2026, local time

describe('mobile number rules', () => {
  it('accepts 8 to 10 digits only', () => {
    expect(isValidMobile('12345678')).toBe(true);
    expect(isValidMobile('1234567890')).toBe(true);
    expect(isValidMobile('1234567')).toBe(false);
    expect(isValidMobile('12345678901')).toBe(false);
    expect(isValidMobile('50123abc4')).toBe(false);
    expect(isValidMobile('501 234 567')).toBe(false);
  });
  it('rejects with the spec message, word for word', () => {
    expect(messageOf(mobileSchema, 'abc12345')).toBe('Please enter valid Mobile Number');
    expect(messageOf(mobileSchema, '1234')).toBe('Please enter valid Mobile Number');
    expect(messageOf(mobileSchema, undefined)).toBe('Please enter valid Mobile Number');
    expect(mobileSchema.parse(501234567)).toBe('501234567');
  });
  it('calling code is 1 to 4 digits', () => {
    expect(isValidCallingCode('971')).toBe(true);
    expect(isValidCallingCode('1')).toBe(true);
    expect(isValidCallingCode('12345')).toBe(false);
    expect(isValidCallingCode('+971')).toBe(false);
  });
  it('masks all but the last 4 digits and strips non-digits', () => {
    expect(maskMobile('501234567')).toBe('*****4567');
    expect(maskMobile('50 123-4567')).toBe('*****4567');
    expect(digitsOnly('50-12a34')).toBe('501234');
    expect(digitsOnly('٥٠١٢٣٤٥٦٧٨٩')).toBe('50123456789');
    expect(digitsOnly('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
  it('the server takes a mobile and a calling code in Arabic-Indic digits as Latin ones', () => {
    expect(mobileSchema.parse('٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(mobileSchema.parse('۵۰۱۲۳۴۵۶۷')).toBe('501234567');
    expect(callingCodeSchema.parse('٩٧١')).toBe('971');
    expect(adminUserSearchSchema.parse({ callingCode: '٩٧١', mobile: '٥٠١٢٣٤٥٦٧' })).toEqual({ callingCode: '971', mobile: '501234567' });
  });
});

describe('password rules', () => {
  it('needs 8–50 characters, a letter, a digit, a special character and no spaces', () => {
    expect(passwordProblem('Portal@2026')).toBeNull();
    expect(passwordProblem('P@1short')).toBeNull(); // exactly 8
    expect(passwordProblem('P@1shor')).toBe('minLength');
    expect(passwordProblem('P@1' + 'a'.repeat(48))).toBe('maxLength');
    expect(passwordProblem('Portal 2026!')).toBe('rules');
    expect(passwordProblem('Portal2026')).toBe('rules'); // no special
    expect(passwordProblem('Portal@abc')).toBe('rules'); // no digit
    expect(passwordProblem('12345@678')).toBe('rules'); // no letter
  });
  it('uses the spec text for the length', () => {
    expect(messageOf(passwordSchema, 'a@1')).toBe('Min password length is 8 characters');
  });
  it('confirmation must match', () => {
    expect(messageOf(newPasswordWithConfirmationSchema, { newPassword: 'Portal@2026', confirmPassword: 'Portal@2027' })).toBe(
      'New Password and Confirm Password do not match',
    );
    expect(messageOf(newPasswordWithConfirmationSchema, { newPassword: 'Portal@2026', confirmPassword: 'Portal@2026' })).toBeNull();
  });
  it('the new password must differ from the old', () => {
    expect(messageOf(changePasswordSchema, { oldPassword: 'Portal@2026', newPassword: 'Portal@2026' })).toBe(MSG.newPasswordSameAsOld);
    expect(messageOf(changePasswordSchema, { oldPassword: 'Portal@2026', newPassword: 'Portal@2027' })).toBeNull();
  });
});

describe('OTP', () => {
  it('is exactly 6 digits', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
    expect(messageOf(otpSchema, '1234567')).toBe('Please enter valid OTP');
  });
});

describe('dates', () => {
  it('parses dd/mm/yyyy to ISO and back, refusing impossible dates', () => {
    expect(parseDisplayDate('15/03/1988')).toBe('1988-03-15');
    expect(formatDisplayDate('1988-03-15')).toBe('15/03/1988');
    expect(formatDisplayDate('1988-03-15T00:00:00Z')).toBe('15/03/1988');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('31/04/2020')).toBeNull();
    expect(parseDisplayDate('1/3/1988')).toBeNull();
    expect(parseDisplayDate('1988-03-15')).toBeNull();
    expect(toIsoDate('1988-03-15')).toBe('1988-03-15');
    expect(toIsoDate('15/03/1988')).toBe('1988-03-15');
  });
  it('gives the spec messages for a date of birth', () => {
    expect(dobMessage('', NOW)).toBe('Please select your date of birth');
    expect(dobMessage('31/02/1990', NOW)).toBe('Please enter a valid date in dd/mm/yyyy format');
    expect(dobMessage('23/11/2026', NOW)).toBe("DOB cannot be greater than today's date");
    expect(dobMessage('22/11/2026', NOW)).toBeNull();
    expect(messageOf(dobDisplaySchema, '1988-03-15')).toBe('Please enter a valid date in dd/mm/yyyy format');
    expect(messageOf(dobDisplaySchema, '01/01/3000')).toBe("DOB cannot be greater than today's date");
  });
  it('computes age in whole years', () => {
    expect(ageInYears('23/11/2007', NOW)).toBe(18);
    expect(ageInYears('22/11/2007', NOW)).toBe(19);
  });
  it('incident date: format then range', () => {
    expect(messageOf(incidentDateSchema, '2026/01/01')).toBe('Incident Date Format Error');
    expect(messageOf(incidentDateSchema, '01/01/3000')).toBe('Incident Date Range Error');
    expect(messageOf(incidentDateSchema, '01/01/2026')).toBeNull();
  });
});

describe('email', () => {
  it('follows the standard pattern', () => {
    expect(isValidEmail('a.b+c@example.co.ae')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@example.com')).toBe(false);
    expect(messageOf(emailSchema, 'nope')).toBe('Please enter valid Email ID');
  });
});

describe('Emirates ID and documents', () => {
  it('strips dashes and needs 784 + 12 digits', () => {
    expect(normalizeEmiratesId('784-1988-1234567-1')).toBe('784198812345671');
    expect(isValidEmiratesId('784-1988-1234567-1')).toBe(true);
    expect(isValidEmiratesId('785198812345671')).toBe(false);
    expect(isValidEmiratesId('78419881234567')).toBe(false);
    expect(formatEmiratesId('784198812345671')).toBe('784-1988-1234567-1');
  });
  it('digits 4–7 must be the birth year', () => {
    expect(emiratesIdMatchesBirthYear('784-1988-1234567-1', '15/03/1988')).toBe(true);
    expect(emiratesIdMatchesBirthYear('784198812345671', '1988-03-15')).toBe(true);
    expect(emiratesIdMatchesBirthYear('784-1989-1234567-1', '15/03/1988')).toBe(false);
    expect(emiratesIdMatchesBirthYear('784-1988-1234567-1', 'not a date')).toBe(false);
  });
  it('other documents: 6 (or 5 on the identity screen) to 15 characters', () => {
    expect(isValidDocumentId(4, 'N12345')).toBe(true);
    expect(isValidDocumentId(4, 'N1234')).toBe(false);
    expect(isValidDocumentId(4, 'N1234', { min: 5 })).toBe(true);
    expect(isValidDocumentId(4, 'A'.repeat(16))).toBe(false);
    expect(documentIdMessage(4, 'N1')).toBe('Please enter correct Document ID');
    expect(documentIdMessage(1, '784-1988')).toBe('Please enter valid Emirates ID');
    expect(isValidDocumentTypeId(6)).toBe(true);
    expect(isValidDocumentTypeId(7)).toBe(false);
    expect(isValidDocumentTypeId(0)).toBe(false);
  });
});

describe('files', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]);
  it('sniffs types by magic bytes', () => {
    expect(sniffFileType(pdf)).toBe('pdf');
    expect(sniffFileType(png)).toBe('png');
    expect(sniffFileType(jpeg)).toBe('jpeg');
    expect(sniffFileType(ole)).toBe('doc');
    expect(sniffFileType(zip)).toBe('docx');
    expect(sniffFileType(new TextEncoder().encode('<html>'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
  it('catches a renamed file', () => {
    expect(contentMatchesExtension(pdf, 'report.pdf')).toBe(true);
    expect(contentMatchesExtension(jpeg, 'scan.JPG')).toBe(true);
    expect(contentMatchesExtension(new TextEncoder().encode('MZ...'), 'virus.pdf')).toBe(false);
    expect(contentMatchesExtension(png, 'photo.jpg')).toBe(false);
  });
  it('checks extension and size of uploads and profile images', () => {
    expect(uploadProblem({ name: 'a.pdf', size: LIMITS.uploadMaxBytes })).toBeNull();
    expect(uploadProblem({ name: 'a.pdf', size: LIMITS.uploadMaxBytes + 1 })).toBe('docSizeError');
    expect(uploadProblem({ name: 'a.exe', size: 10 })).toBe('docFormatError');
    expect(profileImageProblem({ name: 'me.png', size: 1000 })).toBeNull();
    expect(profileImageProblem({ name: 'me.pdf', size: 1000 })).toBe('profileImageError');
    expect(profileImageProblem({ name: 'me.jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('profileImageError');
  });
});

describe('broadcast, complaint, BMI, comment', () => {
  it('broadcast title, message and URL', () => {
    expect(messageOf(broadcastTitleSchema, '')).toBe('Please enter notification title');
    expect(messageOf(broadcastTitleSchema, 'x'.repeat(31))).toBe(MSG.notificationTitleMax);
    expect(messageOf(broadcastTitleSchema, 'x'.repeat(30))).toBeNull();
    expect(messageOf(broadcastMessageSchema, 'x')).toBe(MSG.notificationMessageLength);
    expect(messageOf(broadcastMessageSchema, 'x'.repeat(120))).toBeNull();
    expect(messageOf(broadcastMessageSchema, 'x'.repeat(121))).toBe(MSG.notificationMessageLength);
    expect(messageOf(broadcastUrlSchema, 'ftp://x.y')).toBe(MSG.urlError);
    expect(messageOf(broadcastUrlSchema, 'https://example.com/offer')).toBeNull();
    expect(messageOf(broadcastUrlSchema, '')).toBeNull();
  });
  it('complaint text is more than 5 and at most 500 characters', () => {
    expect(isValidComplaintText('12345')).toBe(false);
    expect(isValidComplaintText('123456')).toBe(true);
    expect(messageOf(complaintTextSchema, 'short')).toBe('Please enter more than 5 characters');
    expect(messageOf(complaintTextSchema, 'x'.repeat(501))).toBe(MSG.complaintMaxLength);
  });
  it('BMI height is 30–340 cm', () => {
    expect(messageOf(bmiInputSchema, { age: 30, heightCm: 29, weightKg: 70, gender: 'male' })).toBe(MSG.heightRangeError);
    expect(messageOf(bmiInputSchema, { age: '30', heightCm: '175', weightKg: '70', gender: 'female' })).toBeNull();
    expect(messageOf(bmiInputSchema, { age: 30, heightCm: 341, weightKg: 70, gender: 'male' })).toBe(MSG.heightRangeError);
  });
  it('comment is at most 250 characters', () => {
    expect(messageOf(commentSchema, 'x'.repeat(250))).toBeNull();
    expect(messageOf(commentSchema, 'x'.repeat(251))).toBe(MSG.commentMax);
  });
});

describe('authentication bodies', () => {
  it('identify: login and registration variants', () => {
    expect(identifySchema.safeParse({ callingCode: '971', mobile: '501234567', isInvokedForLogin: true, password: 'Portal@2026' }).success).toBe(true);
    const reg = { callingCode: '971', mobile: '501234567', isInvokedForLogin: false, dateOfBirth: '15/03/1988', documentTypeId: 1, documentId: '784-1988-1234567-1' };
    expect(identifySchema.safeParse(reg).success).toBe(true);
    expect(messageOf(identifySchema, { ...reg, documentId: '784-1990-1234567-1' })).toBe('Invalid Emirates Id or date of birth');
    expect(messageOf(identifySchema, { ...reg, documentId: '123' })).toBe('Please enter valid Emirates ID');
    expect(messageOf(identifySchema, { ...reg, documentTypeId: 4, documentId: 'P12' })).toBe('Please enter correct Document ID');
    expect(messageOf(identifySchema, { ...reg, mobile: '12' })).toBe('Please enter valid Mobile Number');
  });
  it('login needs the OTP or a linking reference', () => {
    const base = { callingCode: '971', mobile: '501234567', password: 'Portal@2026' };
    expect(loginSchema.safeParse({ ...base, otp: '123456' }).success).toBe(true);
    expect(loginSchema.safeParse({ ...base, referenceIdForLinking: 'ref-1' }).success).toBe(true);
    expect(messageOf(loginSchema, base)).toBe('Please enter valid OTP');
    expect(messageOf(loginSchema, { ...base, otp: '12' })).toBe('Please enter valid OTP');
  });
  it('register: the full registration payload', () => {
    const body = {
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'sara@example.com',
      mobile: '501234599',
      callingCode: '971',
      dateOfBirth: '1990-05-01',
      genderId: 2,
      countryId: 1,
      documentTypeId: 1,
      documentId: '784-1990-7654321-2',
      password: 'Secret#2026',
      otp: '654321',
      referenceId: 'ref-9',
    };
    expect(registerSchema.safeParse(body).success).toBe(true);
    expect(messageOf(registerSchema, { ...body, firstName: '' })).toBe('All fields are required');
    // The name rule the forms use, on the server too (register and profile).
    expect(messageOf(registerSchema, { ...body, firstName: 'Sara 🌸' })).toBe(MSG.invalidName);
    expect(messageOf(registerSchema, { ...body, lastName: 'x'.repeat(51) })).toBe(MSG.nameTooLong);
    expect(messageOf(profileSchema, { ...body, lastName: 'x'.repeat(51) })).toBe(MSG.nameTooLong);
    expect(messageOf(registerSchema, { ...body, email: 'x' })).toBe('Please enter valid Email ID');
    expect(messageOf(registerSchema, { ...body, dateOfBirth: '1991-05-01' })).toBe('Invalid Emirates Id or date of birth');
    expect(messageOf(registerSchema, { ...body, password: 'short' })).toBe('Min password length is 8 characters');
  });
  it('password reset calls and refresh', () => {
    expect(messageOf(sendOtpForPasswordSchema, { callingCode: '971', mobile: '501234567', dateOfBirth: '' })).toBe('Please select your date of birth');
    expect(sendOtpForPasswordSchema.safeParse({ callingCode: '971', mobile: '501234567', dateOfBirth: '15/03/1988' }).success).toBe(true);
    expect(verifyOtpForPasswordSchema.safeParse({ callingCode: '971', mobile: '501234567', otp: '123456' }).success).toBe(true);
    expect(verifyOtpForRegistrationSchema.safeParse({ referenceId: 'r', otp: '123456' }).success).toBe(true);
    expect(messageOf(resetPasswordSchema, { callingCode: '971', mobile: '501234567', otp: '123456', newPassword: 'nospecial1' })).toBe(MSG.passwordRules);
    expect(refreshTokenSchema.safeParse({ token: 'a', refreshToken: '' }).success).toBe(false);
  });
});

describe('adult sharing the holder’s number', () => {
  const holder = { mobile: '501234567', callingCode: '971' };
  it('refuses an adult (over 18) with the same number and code', () => {
    expect(adultSameNumberMessage({ dateOfBirth: '01/01/1990', ...holder }, holder, NOW)).toBe(
      'As per our privacy policies an adult requires a different number. Please use a different number.',
    );
    expect(adultSameNumberMessage({ dateOfBirth: '01/01/2015', ...holder }, holder, NOW)).toBeNull();
    expect(adultSameNumberMessage({ dateOfBirth: '01/01/1990', mobile: '509999999', callingCode: '971' }, holder, NOW)).toBeNull();
  });
});

describe('weight', () => {
  it('the rules subpath works without loading zod (so the login page does not carry it)', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      const rules = require('./rules-index') as typeof import('./rules-index');
      expect(rules.isValidMobile('501234567')).toBe(true);
      expect(rules.MSG.invalidMobile).toBe('Please enter valid Mobile Number');
      jest.dontMock('zod');
    });
  });
});

describe('the text rule (every string a form or a route accepts)', () => {
  it('refuses NUL, other controls and direction overrides; lines and tabs only in multi-line fields; right-to-left marks pass', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u007Fb', 'a\u0085b', '\u202Eexe.txt', 'a\u202Ab', 'a\u2066b\u2069']) expect(unsafeTextProblem(bad)).not.toBeNull();
    expect(unsafeTextProblem('line\nbreak')).toBe('control');
    expect(unsafeTextProblem('line\nbreak\tand\r\ntab', { multiline: true })).toBeNull();
    expect(unsafeTextProblem('a\u0000b', { multiline: true })).toBe('control');
    expect(unsafeTextProblem('\u202Eb', { multiline: true })).toBe('bidi');
    expect(unsafeTextProblem('محمد\u200F علي')).toBeNull();
    expect(unsafeTextMessage('a\u0000')).toBe(MSG.unsafeText);
  });

  it('textGuard names the first bad field of a whole request part, honouring the fields marked multi-line', () => {
    const schema = z.object({
      name: z.string(),
      notes: multiline(z.string()).optional(),
      items: z.array(z.object({ answer: multiline(z.string()), label: z.string() })),
      payload: multiline(z.unknown()),
    });
    const guard = textGuard(schema);
    const pathOf = (v: unknown) => guard.safeParse(v).error?.issues[0]?.path.join('.') ?? null;
    expect(pathOf({ name: 'x', notes: 'a\nb', items: [{ answer: 'c\nd', label: 'e' }], payload: { sdp: 'v=0\r\no=-' } })).toBeNull();
    expect(pathOf({ name: 'x\n' })).toBe('name');
    expect(pathOf({ name: 'x', items: [{ answer: 'ok' }, { answer: 'ok', label: 'a\u202Eb' }] })).toBe('items.1.label');
    expect(pathOf({ name: 'x', notes: 'a\u0000' })).toBe('notes');
    expect(pathOf({ extra: { 'k\u0000': 1 } })).toBe('extra.k\u0000');
    expect(guard.safeParse({ name: 'a\u0000' }).error?.issues[0]?.message).toBe(MSG.unsafeText);
    expect(multilinePaths(schema)).toEqual([['notes'], ['items', '*', 'answer'], ['payload']]);
  });

  it('textGuard checks every level it allows and refuses anything deeper than MAX_TEXT_DEPTH', () => {
    const guard = textGuard(z.object({ payload: multiline(z.unknown()) }));
    const nest = (levels: number, leaf: unknown) => Array.from({ length: levels }).reduce<unknown>((inner) => ({ n: inner }), leaf);
    const issue = (v: unknown) => guard.safeParse(v).error?.issues[0];
    // A NUL at the deepest level allowed is found; a body nested one level deeper is refused whatever it holds.
    expect(issue(nest(MAX_TEXT_DEPTH - 1, 'a\u0000'))?.message).toBe(MSG.unsafeText);
    expect(issue(nest(MAX_TEXT_DEPTH - 1, 'clean'))).toBeUndefined();
    expect(issue(nest(MAX_TEXT_DEPTH + 1, 'clean'))?.message).toBe(`nested deeper than ${MAX_TEXT_DEPTH} levels`);
    expect(issue(nest(200, 'a\u0000'))?.message).toBe(`nested deeper than ${MAX_TEXT_DEPTH} levels`);
  });

  it('the shared form schemas carry it', () => {
    expect(messageOf(complaintTextSchema, 'The parking\nwas full')).toBeNull();
    expect(messageOf(complaintTextSchema, 'The parking\u0000was full')).toBe(MSG.unsafeText);
    expect(messageOf(broadcastTitleSchema, 'Hello\u202E')).toBe(MSG.unsafeText);
  });
});
