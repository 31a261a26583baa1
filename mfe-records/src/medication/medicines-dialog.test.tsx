import { addRemoteTranslations } from '@portal/shared/i18n';
import { loggedInSession, renderWithProviders, screen } from '@portal/shared/testing';
import { todayIso } from '@portal/shared/contracts';
import remote from '../app';
import type { Medication } from './medication.api';
import { MedicinesDialog } from './medicines-dialog';

beforeAll(() => addRemoteTranslations(remote.translations));

const med = (frequency: string): Medication => ({
  id: 1, brandName: 'Vitamin D3 50,000 IU', genericName: 'Cholecalciferol', frequency, duration: 60, creationDate: todayIso(), endDate: todayIso(),
  physicianNo: 'P1', doctorName: 'Dr. Sara Haddad', doctorImage: '', patientId: 'BU10-1', facilityId: 'BU10', facilityName: 'Burjeel Hospital', familyMemberId: 0,
});

test('on an Arabic page a medicine’s frequency is said in Arabic; a phrase of the doctor’s own stays as written', async () => {
  const { unmount } = renderWithProviders(<MedicinesDialog medicines={[med('Once weekly')]} today={todayIso()} onClose={() => undefined} />, { session: loggedInSession(), lang: 'ar' });
  expect(await screen.findByText(/مرة أسبوعيًا/)).toBeInTheDocument();
  expect(screen.queryByText(/Once weekly/)).toBeNull();
  unmount();
  renderWithProviders(<MedicinesDialog medicines={[med('Half a tablet on Mondays')]} today={todayIso()} onClose={() => undefined} />, { session: loggedInSession(), lang: 'ar' });
  expect(await screen.findByText(/Half a tablet on Mondays/)).toBeInTheDocument();
});
