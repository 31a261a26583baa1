import { MSG } from '@portal/shared/rules';

/**
 * The `common` namespace: texts used by more than one app (the spec messages, buttons, footer, the
 * shared components' own labels). A remote's own texts go in its namespace (`addRemoteTranslations`).
 */
export const COMMON_EN = {
  msg: { ...MSG },
  // Short aliases some screens use (`common:close`, `common:somethingWentWrong`).
  close: 'Close',
  somethingWentWrong: MSG.somethingWentWrong,
  button: {
    yes: 'Yes',
    no: 'No',
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Retry',
    close: 'Close',
    back: 'Back',
    continue: 'Continue',
    submit: 'Submit',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    add: 'Add',
    search: 'Search',
    resend: 'Resend OTP',
    proceed: 'Proceed',
    confirm: 'Confirm',
    logout: 'Logout',
    login: 'Login',
  },
  footer: {
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    version: 'V 3.0.2',
    rights: 'All rights reserved.',
    helpline: '24h helpline 800 55',
  },
  language: { en: 'English', ar: 'العربية', toggle: 'Language' },
  // A family member's relation to the account holder, by the relations list's id (masterdata/relations).
  relation: {
    '1': 'Spouse', '2': 'Son', '3': 'Daughter', '4': 'Father', '5': 'Mother',
    '6': 'Brother', '7': 'Sister', '8': 'Grandfather', '9': 'Grandmother', '10': 'Other',
  },
  ui: {
    loading: 'Loading…',
    chooseFile: 'Choose file',
    noFileChosen: 'No file chosen',
    dateBeforeMin: 'That day has passed. Please choose {{date}} or a later date.',
    required: 'required',
    callingCode: 'Country calling code',
    mobileNumber: 'Mobile Number',
    otp: 'One-time code',
    otpDigit: 'Digit {{index}} of {{count}}',
    resendIn: 'Resend OTP in {{time}}',
    timeLeft: 'Time left {{time}}',
    notifications: 'Notifications',
    menu: 'Menu',
    closeMenu: 'Close menu',
    noResults: 'No data found',
    datePlaceholder: 'dd/mm/yyyy',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    show: 'Show',
    hide: 'Hide',
    showNumber: 'Show the full number',
    hideNumber: 'Hide the full number',
    scrollHint: 'Swipe or scroll sideways to see more columns.',
    new: 'New',
  },
} as const;

/** The shape the Arabic (common-ar.ts) must have: every key of the English, each a string. */
export type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> };
