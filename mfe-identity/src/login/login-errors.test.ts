import { ApiError } from '@portal/shared/api';
import { loginErrorMessage } from './login-errors';

const err = (status: number, message = 'server text') => new ApiError(message, status, '', null, null);

test('login errors follow account §8', () => {
  expect(loginErrorMessage(err(0, 'Network Error!'), 'en')).toBe('You have exceeded the login limit for a day.');
  expect(loginErrorMessage(err(429), 'en')).toBe('You have exceeded the login limit for a day.');
  expect(loginErrorMessage(err(423, 'Your account is locked'), 'en')).toBe('Your account is locked');
  expect(loginErrorMessage(err(423, 'Your account is locked'), 'ar')).toBe('Please try after sometime');
  expect(loginErrorMessage(err(400, 'mobile: Please enter valid Mobile Number'), 'en')).toBe('mobile: Please enter valid Mobile Number');
  expect(loginErrorMessage(new Error('x'), 'en')).toBe('Something went wrong!');
});

test('a 429 that says when to come back shows its own text, not the daily limit', () => {
  const wait = 'Too many failed sign-in attempts from your network. Please try again in 8 seconds.';
  const res = { status: 429, statusText: '', data: { message: { status: 'Invalid', message: wait }, data: { retryAfterSeconds: 8 } } };
  expect(loginErrorMessage(new ApiError(wait, 429, '', null, res), 'en')).toBe(wait);
  expect(loginErrorMessage(new ApiError('x', 429, '', null, { ...res, data: { message: res.data.message, data: null } }), 'en')).toBe('You have exceeded the login limit for a day.');
});
