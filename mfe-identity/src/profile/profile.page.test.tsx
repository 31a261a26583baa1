import { addRemoteTranslations } from '@portal/shared/i18n';
import { MSG, type ProfileData } from '@portal/shared/contracts';
import { renderWithProviders, resetSession, screen, resolveTranslations } from '@portal/shared/testing';
import app from '../app';
import ProfilePage from './profile.page';
import { answerRequests, ok } from '../test/network';

beforeAll(async () => addRemoteTranslations(await resolveTranslations(app.translations)));
beforeEach(() => resetSession());

const profile = (recordLink: ProfileData['recordLink']): ProfileData => ({
  firstName: 'Mallory', lastName: 'Claimant', email: 'm@example.com', mobile: '501112233', callingCode: '971', dateOfBirth: '1991-07-22', genderId: 2, countryId: 784,
  documentTypeId: 1, documentId: '784199123456782', profileImgUrl: null, profileImgFileName: null, facilityId: null, vblog: null, facilityCode: null,
  isUaePassUser: false, hasPassword: true, recordLink,
});

const renderProfile = (recordLink: ProfileData['recordLink'], lang: 'en' | 'ar' = 'en') => {
  answerRequests((url) => (url.pathname.endsWith('/user/profile') ? ok(profile(recordLink)) : undefined));
  renderWithProviders(<ProfilePage />, { route: '/auth/profile', lang });
};

test('a document the hospital has under another number: the profile says so in the spec’s words and what to do', async () => {
  renderProfile('mismatch');
  const note = await screen.findByTestId('record-link-note', {}, { timeout: 10_000 });
  expect(note).toHaveTextContent(MSG.recordIssue);
  expect(note).toHaveTextContent('Call 80055 to have it updated, or sign in with UAE PASS');
});

test('another birth date: the data mismatch message; in Arabic too', async () => {
  renderProfile('dataMismatch', 'ar');
  const note = await screen.findByTestId('record-link-note', {}, { timeout: 10_000 });
  expect(note).toHaveTextContent('البيانات غير متطابقة، يرجى تحديث ملفك الشخصي');
  expect(note).toHaveTextContent('اتصل على 80055');
});

test('linked records, or a document the hospital does not know: no note', async () => {
  renderProfile('linked');
  expect(await screen.findByText('Personal details', {}, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByTestId('record-link-note')).toBeNull();
});
