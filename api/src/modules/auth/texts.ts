/**
 * The texts of the sign-in flows that are ours rather than the spec's, in English. The client translates the
 * spec's messages by their English text (`@portal/shared/contracts` MSG) but cannot know these; the server
 * answers them in the request's language when it sends the envelope (`src/http/server-texts.ts`, which has
 * their Arabic, with the numbers of those that carry one).
 */
const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const attempts = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

export const TEXT = {
  wrongPassword: (left: number) => `Invalid mobile number or password. ${attempts(left)} left before your account is locked for 15 minutes.`,
  otpSendLimit: (retryMinutes: number) =>
    `You have exceeded the maximum number of OTP requests for this number. Please try again after ${minutes(retryMinutes)}.`,
  dobLimit: (retryMinutes: number) => `Too many attempts with a wrong date of birth. Please try again after ${minutes(retryMinutes)}.`,
  networkWait: (seconds: number) => `Too many failed sign-in attempts from your network. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  attemptsInFlight: 'Other sign-in attempts on this account are being checked. Please try again in a few seconds.',
  otpVerified: 'OTP verified successfully',
  loginSuccessful: 'Login successful',
  registrationSuccessful: 'Registration successful',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Your password has been changed',
  sessionExpired: 'Your session has expired. Please log in again.',
  tokenRefreshed: 'Token refreshed',
  // ── national digital identity ──
  identityLimit: 'Too many sign-in attempts with UAE PASS from your network. Please try again later.',
  identityExpired: 'Your UAE PASS sign-in has expired. Please sign in with UAE PASS again.',
  accountLinkedToOther: 'This account is already linked to another UAE PASS account.',
  identityAlreadyLinked: 'This UAE PASS account is already linked to a portal account. Please sign in with UAE PASS again.',
  identityLinked: 'Your account is linked with UAE PASS and you are logged in',
  identityProviderUnavailable: 'The UAE PASS service cannot be reached. Please try again later.',
} as const;
