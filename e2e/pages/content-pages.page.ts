import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects of the mfe-content journeys (one class per area, locators by role and test id). */

export class DashboardContent {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/dashboard');
    await expect(this.page.getByTestId('news-widget-item').first()).toBeVisible({ timeout: 30_000 });
  }
  tile(name: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.page.getByRole('button', { name, ...options });
  }
  /** An entry of the left menu, by its text. */
  menuEntry(text: string): Locator {
    return this.page.getByRole('navigation').getByText(text, { exact: true });
  }
  /** A dialog entry of the left menu (a button). */
  menuButton(name: string): Locator {
    return this.page.getByRole('navigation').getByRole('button', { name });
  }
  newsItems = () => this.page.getByTestId('news-widget-item');
  mediaItems = () => this.page.getByTestId('media-widget-item');
  bannerCarousel = () => this.page.getByTestId('banner-carousel');
  /** A widget item's title (its first line). */
  itemTitle = (item: Locator) => item.locator('p').first();
}

export class NewsPage {
  constructor(readonly page: Page) {}
  title = () => this.page.getByTestId('news-title');
  next = () => this.page.getByTestId('news-next');
  previous = () => this.page.getByTestId('news-previous');
  /** The cards of /auth/allNews. */
  cards = () => this.page.getByTestId('news-card');
}

export class MediaPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/allMedia');
    await expect(this.page.getByTestId('media-card').first()).toBeVisible({ timeout: 30_000 });
  }
  video = () => this.page.getByTestId('media-video');
  cards = () => this.page.getByTestId('media-card');
}

/** The health tools' texts (mfe-content's en.json / ar.json); null where a journey does not look for the Arabic text. */
export const HEALTH_TOOLS_LABELS = {
  en: { stroke: 'Stroke Risk Calculator', calculate: 'Calculate', normal: 'Normal', obesity: 'Obesity', height: 'Height must be between 30 and 340 cm', required: 'All fields are required', high: 'High risk', low: 'Low risk', all8: 'All 8 questions are required.' },
  ar: { stroke: 'حاسبة خطر السكتة الدماغية', calculate: 'احسب', normal: 'طبيعي', obesity: 'سمنة', height: null, required: null, high: 'خطر مرتفع', low: 'خطر منخفض', all8: 'جميع الأسئلة الثمانية مطلوبة.' },
} as const;

export class HealthToolsPage {
  constructor(readonly page: Page, readonly lang: 'en' | 'ar' = 'en') {}
  get L() {
    return HEALTH_TOOLS_LABELS[this.lang];
  }
  async calculate() {
    await this.page.getByRole('button', { name: this.L.calculate }).click();
  }
  /** A message the form shows (a field's rule). */
  message = (text: string) => this.page.getByText(text);
  bmiResult = () => this.page.getByTestId('bmi-result');
  bmiValue = () => this.page.getByTestId('bmi-value');
  bmiBand = () => this.page.getByTestId('bmi-band');
  async openStroke() {
    await this.page.getByRole('tab', { name: this.L.stroke }).click();
  }
  /** Picks the nth option (0 = the first) of one stroke question. */
  async answerStroke(question: string, optionIndex: number) {
    await this.page.getByTestId(`stroke-${question}`).locator('label').nth(optionIndex).click();
  }
  strokeResult = () => this.page.getByTestId('stroke-result');
  strokeRisk = () => this.page.getByTestId('stroke-risk');
  async open() {
    await this.page.goto('/auth/healthtools');
    // The first visit loads the remote's page chunk; a busy machine can take a while.
    await expect(this.page.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  }
  async bmi(v: { age: string; gender: 'male' | 'female'; height: string; weight: string }) {
    const form = this.page.locator('form');
    await form.locator('input[name=age]').fill(v.age);
    await form.locator('select[name=gender]').selectOption(v.gender);
    await form.locator('input[name=heightCm]').fill(v.height);
    await form.locator('input[name=weightKg]').fill(v.weight);
  }
  /** Sends the BMI form with Enter in its weight field. */
  async submitBmiWithEnter() {
    await this.page.locator('form').locator('input[name=weightKg]').press('Enter');
  }
  /** The BMI calculator's fields found by their labels (the gender by its option's index), then Calculate. */
  async calculateBmiByLabels(v: { age: string; height: string; weight: string; genderIndex: number }, options: { timeout?: number } = {}) {
    await this.page.getByLabel(/Age/).first().fill(v.age, options);
    await this.page.getByLabel(/Height/).first().fill(v.height);
    await this.page.getByLabel(/Weight/).first().fill(v.weight);
    await this.page.getByLabel(/Gender/).first().selectOption({ index: v.genderIndex });
    await this.page.getByRole('button', { name: 'Calculate' }).click();
  }
  /** The BMI scale's numbers and its coloured bands. */
  bmiTicks(): Locator {
    return this.page.getByTestId('bmi-tick');
  }
  bmiSegments(): Locator {
    return this.page.getByTestId('bmi-segment');
  }
  /** Picks the nth option (0 = the first, the red one in the calculator's order) of every stroke question. */
  async answerAllStroke(optionIndex: number) {
    for (const q of ['bloodPressure', 'cholesterol', 'diabetic', 'smoker', 'atrialFibrillation', 'bodyWeight', 'exercise', 'familyHistory']) {
      await this.page.getByTestId(`stroke-${q}`).locator('label').nth(optionIndex).click();
    }
  }
}

/** /auth/locations: the hospitals and their links. */
export class LocationsPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/locations');
  }
  async doctorsAt(hospital: string, options: { timeout?: number } = {}) {
    await this.page.getByRole('button', { name: `Doctors at ${hospital}`, exact: true }).click(options);
  }
}

export class HealthPackagesPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/auth/healthPackages');
  }
  async openFirstPackage() {
    await this.page.getByTestId('package-card').first().click();
  }
  /** The opened package's banner picture. */
  banner = () => this.page.getByTestId('package-banner');
  cards = () => this.page.getByTestId('package-card');
  subPackages = () => this.page.getByTestId('sub-package');
  subPackagePrices = () => this.page.getByTestId('sub-package-price');
  /** A text of the package's page (its terms). */
  text = (text: string | RegExp) => this.page.getByText(text);
  async bookFirst() {
    await this.page.getByTestId('book-package').first().click();
  }
}

/** The Book Health Package dialog, by its name in the page's language. */
export class HealthPackageDialog {
  constructor(readonly page: Page, readonly name: string) {}
  dialog = () => this.page.getByRole('dialog', { name: this.name });
  submit = () => this.page.getByTestId('package-submit');
  /** The form's errors (every failing rule at once). */
  error = () => this.page.getByTestId('package-error');
  result = () => this.page.getByTestId('package-result');
  /** A text in the dialog (a rule's message). */
  text = (text: string) => this.dialog().getByText(text);
  /** Native date inputs in the dialog (the portal's own date field has none). */
  nativeDateInputs = () => this.dialog().locator('input[type=date]');
  hospital = () => this.dialog().locator('select[name=hospitalLocation]');
  mobile = () => this.dialog().locator('input[name=mobile]');
  email = () => this.dialog().locator('input[name=email]');
}

/** The Ask a Doctor and Contact Us dialogs: each its own fields, the contact form's submit, errors and thanks. */
export class ContactDialog {
  constructor(readonly page: Page, readonly testId: 'ask-doctor-dialog' | 'contact-us-dialog') {}
  dialog = () => this.page.getByTestId(this.testId);
  input = (name: string) => this.dialog().locator(`input[name=${name}]`);
  message = () => this.dialog().locator('textarea[name=message]');
  /** A choice of the form by its text (a mode of communication). */
  option = (text: string) => this.dialog().getByText(text, { exact: true });
  submit = () => this.page.getByTestId('contact-submit');
  /** The form's errors (every failing rule at once). */
  error = () => this.page.getByTestId('contact-error');
  success = () => this.page.getByTestId('contact-success');
}

/** The valet mock-up's texts (mfe-content's en.json / ar.json). */
export const VALET_LABELS = {
  en: { login: 'Valet login', user: 'Username', pass: 'Password', submit: 'Login', userReq: 'Please enter your username', passReq: 'Please enter your password', title: 'Today at the valet desk', list: /^Cars in /, ok: 'OK', logout: 'Logout' },
  ar: { login: 'تسجيل دخول صف السيارات', user: 'اسم المستخدم', pass: 'كلمة المرور', submit: 'تسجيل الدخول', userReq: 'يرجى إدخال اسم المستخدم', passReq: 'يرجى إدخال كلمة المرور', title: 'اليوم في مكتب صف السيارات', list: /^السيارات الواصلة /, ok: 'موافق', logout: 'تسجيل الخروج' },
} as const;

/** The valet pages: /valet (its login form) and /valetauth (the desk's day, time tiles opening a parking list). */
export class ValetPage {
  constructor(readonly page: Page, readonly lang: 'en' | 'ar' = 'en') {}
  get L() {
    return VALET_LABELS[this.lang];
  }
  async openLogin() {
    await this.page.goto('/valet');
  }
  async openDesk() {
    await this.page.goto('/valetauth');
  }
  /** The document's root element (its `dir`, its `lang`). */
  root = () => this.page.locator('html');
  loginHeading = () => this.page.getByRole('heading', { level: 1, name: this.L.login });
  deskHeading = () => this.page.getByRole('heading', { level: 1, name: this.L.title });
  username = () => this.page.getByLabel(this.L.user);
  password = () => this.page.getByLabel(this.L.pass);
  async submit() {
    await this.page.getByRole('button', { name: this.L.submit, exact: true }).click();
  }
  async login(user: string, pass: string) {
    await this.username().fill(user);
    await this.password().fill(pass);
    await this.submit();
  }
  usernameRequired = () => this.page.getByText(this.L.userReq);
  passwordRequired = () => this.page.getByText(this.L.passReq);
  /** The desk's area name beside the logo. */
  area = () => this.page.getByTestId('valet-area');
  total = () => this.page.getByTestId('valet-total');
  tiles = () => this.page.locator('[data-testid^="valet-window-"]');
  /** The tile of a time window ('09:00'). */
  tile = (time: string) => this.page.getByTestId(`valet-window-${time}`);
  /** Each tile's count (its second line), in Latin digits whatever the page's digits. */
  async tileCounts(): Promise<number[]> {
    return this.tiles().evaluateAll((els) => els.map((el) => Number((el.querySelectorAll('p')[1]?.textContent ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)))));
  }
  /** The open dialog, whatever its name. */
  dialog = () => this.page.getByRole('dialog');
  /** The parking list's dialog, by its name ('Cars in …'). */
  listDialog = () => this.page.getByRole('dialog', { name: this.L.list });
  list = () => this.dialog().getByTestId('valet-list');
  listRows = () => this.listDialog().getByRole('row');
  listHeaders = () => this.list().locator('th');
  /** The phone's 'scroll sideways' hint of the open list. */
  scrollHint = () => this.dialog().getByTestId('table-scroll-hint');
  async closeList() {
    await this.listDialog().getByRole('button', { name: this.L.ok, exact: true }).click();
  }
  async logout() {
    await this.page.getByRole('button', { name: this.L.logout }).click();
  }
}

/** The feedback and complaint pages' texts (mfe-content's en.json / ar.json). */
export const FEEDBACK_LABELS = {
  en: {
    visitType: 'Outpatient', give: 'Give feedback', no: 'No', good: 'Good', comment: 'Comment', thanks: 'Thank You for contacting us. We will get back to you shortly!', submit: 'Submit', goHome: 'Go to home', raise: 'Raise a complaint',
    format: 'Incident Date Format Error', range: 'Incident Date Range Error', short: 'Please enter more than 5 characters',
  },
  ar: {
    visitType: 'مريض العيادات الخارجية', give: 'تقديم الملاحظات', no: 'لا', good: 'جيدة', comment: 'التعليق', thanks: 'شكرًا لتواصلك معنا. سنعاود الاتصال بك قريبًا!', submit: 'إرسال', goHome: 'الذهاب إلى الرئيسية', raise: 'تقديم شكوى',
    format: 'خطأ في صيغة تاريخ الحادثة', range: 'تاريخ الحادثة خارج النطاق المسموح', short: 'يرجى إدخال أكثر من 5 أحرف',
  },
} as const;

/** /auth/feedback: the facility and visit type, the questionnaire, its thank-you page, the quick rating dialog. */
export class FeedbackPage {
  constructor(readonly page: Page, readonly lang: 'en' | 'ar' = 'en') {}
  get L() {
    return FEEDBACK_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/feedback');
  }
  facility = () => this.page.getByTestId('feedback-facility');
  startButton = () => this.page.getByTestId('feedback-start');
  /** Picks the visit type by its label and starts the questionnaire. */
  async begin(visitType: string = this.L.visitType) {
    await this.page.getByTestId('feedback-visit-type').selectOption({ label: visitType });
    await this.page.getByRole('button', { name: this.L.give }).click();
  }
  questions = () => this.page.locator('[data-testid^=question-]');
  submit = () => this.page.getByTestId('feedback-submit');
  /** Answers every radio question with its first option. */
  async answerRadios() {
    const radios = this.page.locator('[data-type=R]');
    for (let i = 0; i < (await radios.count()); i++) {
      await radios.nth(i).locator('label').first().click();
    }
  }
  /** Picks the dropdown question's first real option. */
  async answerDropdown() {
    await this.page.locator('[data-type=D] select').selectOption({ index: 1 });
  }
  async answerText(text: string) {
    await this.page.locator('[data-type=I] input').fill(text);
  }
  thanks = () => this.page.getByTestId('feedback-thanks');
  /** 'Go to home' on the thank-you and the complaint's result pages. */
  async goHome() {
    await this.page.getByRole('button', { name: this.L.goHome }).click();
  }
  ratingDialog = () => this.page.getByTestId('general-feedback-dialog');
  /** The quick rating: the two answers by their texts, the comment, then submit. */
  async rate(o: { answers: string[]; comment: string }) {
    await this.page.getByTestId('feedback-rate').click();
    const dialog = this.ratingDialog();
    for (const answer of o.answers) await dialog.getByText(answer, { exact: true }).click();
    await dialog.getByRole('textbox', { name: this.L.comment }).fill(o.comment);
    await this.page.getByTestId('contact-submit').click();
  }
  ratingSuccess = () => this.page.getByTestId('contact-success');
  async raiseComplaint() {
    await this.page.getByRole('button', { name: this.L.raise }).click();
  }
}

/** /auth/complaint: the fixed facility, the incident date and text rules, the complaint number. */
export class ComplaintPage {
  constructor(readonly page: Page, readonly lang: 'en' | 'ar' = 'en') {}
  get L() {
    return FEEDBACK_LABELS[this.lang];
  }
  fixedFacility = () => this.page.getByTestId('complaint-facility-fixed');
  date = () => this.page.locator('input[name=incidentDate]');
  text = () => this.page.locator('textarea[name=complaintText]');
  submit = () => this.page.getByTestId('complaint-submit');
  /** Types an incident date (dd/MM/yyyy) and leaves the field, as its check runs on blur. */
  async enterDate(ddMMyyyy: string) {
    await this.date().fill(ddMMyyyy);
    await this.date().blur();
  }
  dateFormatError = () => this.page.getByText(this.L.format);
  dateRangeError = () => this.page.getByText(this.L.range);
  textTooShort = () => this.page.getByText(this.L.short);
  number = () => this.page.getByTestId('complaint-number');
}

/** Need Help's and the international Write Us form's texts (mfe-content's en.json / ar.json). */
export const HELP_LABELS = {
  en: {
    helpline: 'Home 24hrs Helpline Number 800 55', q1: 'Is registration mandatory to use the patient portal?', required: 'All fields are required',
    mobile: 'Please enter valid Mobile Number', comment: 'Comment can be at most 400 characters', format: 'Only pdf, doc, docx, jpg, jpeg and png files are allowed',
    size: 'File size must not exceed 2 MB', travel: 'Travel date cannot be before today', next: 'Your details are complete',
  },
  ar: {
    // The number is isolated left to right inside the Arabic sentence (U+2066 … U+2069), so it reads 800 55.
    helpline: 'رقم خط المساعدة على مدار 24 ساعة \u2066800 55\u2069', q1: 'هل التسجيل إلزامي لاستخدام بوابة المرضى؟', required: 'جميع الحقول مطلوبة',
    mobile: 'يرجى إدخال رقم هاتف متحرك صحيح', comment: 'يمكن أن يتكون التعليق من 400 حرف كحد أقصى', format: 'يُسمح فقط بملفات pdf وdoc وdocx وjpg وjpeg وpng',
    size: 'يجب ألا يتجاوز حجم الملف 2 ميغابايت', travel: 'لا يمكن أن يكون تاريخ السفر قبل اليوم', next: 'بياناتك مكتملة',
  },
} as const;

/** /auth/needhelp: the helpline, the brand's e-mail and the questions (an accordion). */
export class NeedHelpPage {
  constructor(readonly page: Page, readonly lang: 'en' | 'ar' = 'en') {}
  get L() {
    return HELP_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/needhelp');
  }
  /** A text of the page (the helpline's sentence, a question). */
  text = (text: string) => this.page.getByText(text);
  helplineLink = () => this.page.getByTestId('helpline-link');
  supportEmail = () => this.page.getByTestId('support-email');
  questions = () => this.page.locator('[data-scope=accordion][data-part=item-trigger]');
  answers = () => this.page.locator('[data-scope=accordion][data-part=item-content]');
  async openQuestion(question: string) {
    await this.page.getByText(question).click();
  }
}

/** /auth/internationalpatients: the Write Us form and what happens next. */
export class InternationalPatientsPage {
  constructor(readonly page: Page, readonly lang: 'en' | 'ar' = 'en') {}
  get L() {
    return HELP_LABELS[this.lang];
  }
  async open() {
    await this.page.goto('/auth/internationalpatients');
  }
  form = () => this.page.locator('form');
  mobile = () => this.form().locator('input[name=mobile]');
  gender = () => this.form().locator('select[name=gender]');
  comment = () => this.form().locator('textarea[name=comment]');
  file = () => this.form().locator('input[type=file]');
  /** The portal's file picker: its button and the chosen file's name (or its empty state). */
  filePicker = () => this.page.getByTestId('file-input-button');
  fileName = () => this.page.getByTestId('file-input-name');
  /** Native date inputs in the form (the portal's own date field has none). */
  nativeDateInputs = () => this.form().locator('input[type=date]');
  submitButton = () => this.page.getByTestId('international-submit');
  async submit() {
    await this.submitButton().click();
  }
  /** A message the form shows (a field's rule). */
  message = (text: string) => this.page.getByText(text);
  next = () => this.page.getByTestId('international-next');
  /** The helpline's tel: link in what happens next. */
  nextHelpline = () => this.next().locator('a[href="tel:80055"]');
}
