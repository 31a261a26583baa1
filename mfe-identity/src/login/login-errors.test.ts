import { ApiError } from '@portal/shared/api';
import { loginErrorMessage } from './login-errors';

const err = (status: number, message = 'server text') => new ApiError(message, status, '', null, null);

test('login errors: the daily limit, the lock, the server text', () => {
  expect(loginErrorMessage(err(0, 'Network Error!'), 'en')).toBe('You have exceeded the login limit for a day.');
  expect(loginErrorMessage(err(429), 'en')).toBe('You have exceeded the login limit for a day.');
  expect(loginErrorMessage(err(423, 'Your account is locked'), 'en')).toBe('Your account is locked');
  expect(loginErrorMessage(err(423, 'Your account is locked'), 'ar')).toBe('Please try after sometime');
  expect(loginErrorMessage(err(400, 'mobile: Please enter valid Mobile Number'), 'en')).toBe('mobile: Please enter valid Mobile Number');
  expect(loginErrorMessage(new Error('x'), 'en')).toBe('Something went wrong!');
});
