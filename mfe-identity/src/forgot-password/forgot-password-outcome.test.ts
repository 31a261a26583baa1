import { sendOtpFailureMessage } from './forgot-password-outcome';

test('forgot-password send outcomes: not found, invalid date of birth, network error, too many, anything else', () => {
  expect(sendOtpFailureMessage({ status: 'NotFound' })).toBe('User not found, please register');
  expect(sendOtpFailureMessage({ status: 'Invalid' })).toBe('Invalid date of birth');
  expect(sendOtpFailureMessage({ status: 'Conflict' })).toBe('Error in sending otp');
  expect(sendOtpFailureMessage({ httpStatus: 0 })).toBe('You have exceeded the login limit for a day.');
  expect(sendOtpFailureMessage({ httpStatus: 429, serverMessage: 'Too many attempts' })).toBe('Too many attempts');
  expect(sendOtpFailureMessage({ httpStatus: 500 })).toBe('Error in sending otp');
});
