/**
 * The product's English texts, word for word (docs/product.md#everywhere-messages). The server returns them in
 * `message.message`, the forms show them as inline errors, and `@portal/shared/i18n` translates them by
 * key (`common:msg.<key>`) — so a text is written exactly once, here.
 *
 * Where the spec names a message only by its key (docFormatError, docSizeError, urlError,
 * heightRangeError) or shows it truncated ('…similar to the old one...'), the English wording is ours and
 * says so in a comment.
 */
export const MSG = {
  // ── validation of the account forms ─────────────────────────────────────────────────────────────────────
  invalidMobile: 'Please enter valid Mobile Number',
  passwordMinLength: 'Min password length is 8 characters',
  /** Ours: the spec gives the 50-character limit without a text. */
  passwordMaxLength: 'Max password length is 50 characters',
  /** Ours: the spec states the rule (a letter, a number, a special character, no spaces) without a text. */
  passwordRules: 'Password must contain at least one letter, one number and one special character, and no spaces',
  passwordMismatch: 'New Password and Confirm Password do not match',
  /** The spec shows 'The new password cannot be similar to the old one...' (full text not shown). */
  newPasswordSameAsOld: 'The new password cannot be similar to the old one',
  invalidOtp: 'Please enter valid OTP',
  enterOtpSentTo: 'Enter 6 Digit OTP sent to',
  invalidDateFormat: 'Please enter a valid date in dd/mm/yyyy format',
  dobInFuture: "DOB cannot be greater than today's date",
  selectDob: 'Please select your date of birth',
  enterValidDob: 'Enter valid date of birth',
  invalidEmail: 'Please enter valid Email ID',
  /** Ours: the name rule (letters, spaces, hyphens, apostrophes and dots). */
  invalidName: 'Please enter a valid name, with letters only',
  /** Ours. */
  nameTooLong: 'Name must be 50 characters or fewer',
  invalidEmiratesId: 'Please enter valid Emirates ID',
  emiratesIdDobMismatch: 'Invalid Emirates Id or date of birth',
  invalidDocumentId: 'Please enter correct Document ID',
  allFieldsRequired: 'All fields are required',
  duplicateDocumentId: 'Duplicate document id. Please enter a unique Document id',
  adultSameNumber: 'As per our privacy policies an adult requires a different number. Please use a different number.',
  /** Ours (spec key docFormatError). */
  docFormatError: 'Only pdf, doc, docx, jpg, jpeg and png files are allowed',
  /** Ours (spec key docSizeError); 2048000 bytes. */
  docSizeError: 'File size must not exceed 2 MB',
  /** Ours: profile image rule (docs/product.md#accounts-profile). */
  profileImageError: 'Please choose a .jpg, .jpeg or .png image of at most 2 MB',
  notificationTitleRequired: 'Please enter notification title',
  /** Ours: broadcast title max 30. */
  notificationTitleMax: 'Notification title can be at most 30 characters',
  /** Ours: broadcast message 2–120. */
  notificationMessageLength: 'Message must be between 2 and 120 characters',
  /** Ours (spec key urlError). */
  urlError: 'URL must start with http:// or https://',
  selectExcelWithValidData: 'Please select excel with valid data',
  selectXlsx: 'Please select xlsx file.',
  invalidEmptyFile: 'Invalid/Empty file, please upload a correct file.',
  /** Ours: interested-user comment max 250. */
  commentMax: 'Comment can be at most 250 characters',
  mobileAlreadyRegistered: 'This mobile number is already registered with us. Please try logging in using this number',
  mobileAlreadyRegisteredLink: 'Your mobile number already registered. Please link with your account.',

  // ── errors and outcomes of the account pages ────────────────────────────────────────────────────────────────
  loginLimit: 'You have exceeded the login limit for a day.',
  tryAfterSometime: 'Please try after sometime',
  notRegistered: 'You are not a registered user. Please Register to continue!',
  userCancelledLogin: 'User cancelled the login',
  notEligible:
    'You are not eligible to access this service. Your account is either not upgraded or you have a visitor account. Please contact the provider to access the services.',
  uaePassUserNotFound: 'Unable to find the user information from UAE Pass, please try again.',
  inactiveAuthorizationCode: 'Inactive authorization code received from token request',
  somethingWentWrongTryLater: 'Something went wrong. Please try again later.',
  errorInRegistration: 'Error in registration',
  verifyMobile: 'Please verify mobile number',
  invalidOtpServer: 'Invalid OTP',
  userNotFoundRegister: 'User not found, please register',
  invalidDob: 'Invalid date of birth',
  errorSendingOtp: 'Error in sending otp',
  errorResettingPassword: 'Error in resetting password',
  passwordReset: 'Your password has been reset',
  otpSent: 'OTP sent to your mobile number',
  oldPasswordIncorrect: 'Old password incorrect',
  somethingWentWrong: 'Something went wrong!',
  familyDetailsMismatch: 'The details do not match with your registration records at the facility. Contact 80055 to add family member.',
  errorRemovingFamilyMember: 'Error in removing family member',
  errorAddingUpdatingFamilyMember: 'Error in adding/updating family member',
  familyMemberAddedUpdated: 'Family member updated/added successfully',
  familyMemberAdded: 'Family member added successfully',
  familyMemberUpdated: 'Family member updated successfully',
  familyMemberRemoved: 'Family member removed successfully',
  profileUpdated: 'Profile updated successfully',
  error: 'Error',
  errorUpdatingRecord: 'Error while updating record',
  /** Ours: the spec names 'error saving the profile image' without its text. */
  errorSavingProfileImage: 'Error while saving profile image',
  contactThanks: 'Thank You for contacting us. We will get back to you shortly!',
  networkError: 'Network Error!',
  renderFailure: 'Something went wrong, please try again.',
  noNewNotifications: 'No new Notifications!',
  noRecordFound: 'No record found',
  noDataFound: 'No data found',
  /** Ours: 'patient details not found', 'user inactive', 'data mismatch (update your profile)'. */
  patientDetailsNotFound: 'Patient details not found',
  userInactive: 'User is inactive',
  dataMismatch: 'Data mismatch, please update your profile',
  recordIssue: 'There is an issue with this record, contact 80055',

  // ── validation and errors of the care journeys ─────────────────────────────────────────────────────────────────────────────
  complaintMinLength: 'Please enter more than 5 characters',
  /** Ours: complaint max 500. */
  complaintMaxLength: 'Complaint can be at most 500 characters',
  incidentDateFormatError: 'Incident Date Format Error',
  incidentDateRangeError: 'Incident Date Range Error',
  /** Ours (spec key heightRangeError). */
  heightRangeError: 'Height must be between 30 and 340 cm',
  /** Ours: the weight's rule (up to 3 digits), worded as the height's. */
  weightRangeError: 'Weight must be more than 0 and at most 999 kg',
  /** Ours: international enquiry comment max 400. */
  internationalCommentMax: 'Comment can be at most 400 characters',
  searchByDoctorOrSpecialities: 'Search by doctor or specialities',
  searchFirst: 'Search first',
  somethingWentWrongTryLaterNoDot: 'Something went wrong. Please try again later',
  somethingWentWrongPlain: 'Something went wrong',
  callForBooking: 'Please call on +971-80055 for booking an appointment.',
  noAvailableSlot: 'No Available Slot',
  noAvailableSlots30Days: 'No Available slots for next 30 days',
  noDoctors: 'No Doctors to display',
  noSpecialty: 'No specialty to display',
  appointmentCancelled: 'Appointment cancelled successfully!',
  loadingAppointments: 'Please wait! Loading Appointments',
  noUpcomingAppointmentFound: 'No Upcoming Appointment Found',
  noPastAppointmentFound: 'No Past Appointment Found',
  noUpcomingAppointments: 'No Upcoming Appointments',
  noDiagnosticReports: 'No Diagnostic Reports Found!',
  /** Ours: report not found, error downloading report, storage permission denied, wrong PDF password. */
  reportNotFound: 'Report not found',
  errorDownloadingReport: 'Error downloading report',
  storagePermissionDenied: 'Storage permission denied',
  wrongPdfPassword: 'Wrong password for the protected report',
  noActiveMedication: 'No Active Medication Found!',
  noPastMedication: 'No Past medication Found!',
  loadingMedications: 'Please Wait! Loading Medications',
  noFeedbackQuestions: 'Sorry! No questions from the selected facility',
  noFeedbackPatientType: 'Sorry! No patient type for the selected facility',
  healthPackageNotBooked: 'Health package was not booked',
  noPaymentLink: 'No Payment Link Found',
  noFamilyMembers: 'No family members found',
  teleScheduledOn: 'Your teleconsultation appointment is scheduled on',
  requestSubmitted: 'Your Request has been submitted',
  completePaymentNextPage: 'Please complete your payment in the next page',
  /** Ours: the server's refusals of a video room (the list shows the same rules as button states). */
  teleTooEarly: 'You can join the consultation from 5 minutes before the appointment time',
  telePaymentPending: 'Please complete the payment to join the consultation',
  teleConsultationClosed: 'This consultation is no longer open',
  /** Ours: the outcome of the payment page, shown on the list when the patient comes back. */
  paymentCompleted: 'Your payment is completed',
  paymentFailed: 'The payment was not completed. Please try again.',
  /** Ours: a slot someone else booked first (the server's 409). */
  slotTaken: 'The selected slot is no longer available. Please choose another slot.',
  /** Ours: text with control characters or text-direction overrides (`unsafeTextProblem` in rules.ts). */
  unsafeText: 'Please remove control characters and text direction marks',
} as const;

export type MessageKey = keyof typeof MSG;
export type SpecMessage = (typeof MSG)[MessageKey];

/** English text → key, so a server message can be translated (`translateMessage` in `@portal/shared/i18n`). */
export const MESSAGE_KEY_BY_TEXT: ReadonlyMap<string, MessageKey> = new Map(
  (Object.keys(MSG) as MessageKey[]).map((k) => [MSG[k], k] as const),
);

export function messageKeyOf(text: string): MessageKey | undefined {
  return MESSAGE_KEY_BY_TEXT.get(text);
}
