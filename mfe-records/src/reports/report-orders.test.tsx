import userEvent from '@testing-library/user-event';
import { addRemoteTranslations } from '@portal/shared/i18n';
import { act, renderWithProviders, screen } from '@portal/shared/testing';
import remote from '../app';
import { ReportOrders } from './report-orders';
import type { LabOrder } from './reports.api';

addRemoteTranslations(remote.translations);

const order: LabOrder = {
  docNumber: 'LAB-1', orderDate: '2026-11-20', docType: 'LAB', facilityId: 'BU10', docPart: '1', docVersion: '1', encryptedSecurityKey: 'k', patientId: 'P1', his: 'h',
  orderName: 'Complete Blood Count', doctorName: 'Dr. Sara', status: 'Final', facilityName: 'Burjeel Hospital', familyMemberId: 0, patientName: 'Test Patient', patientDOB: '1988-03-15', callingCode: '971', mobileNo: '501234567', otpRequired: false,
};

test("View report gets its dialog's code ready when the pointer is over it or it has focus, and opens on the click", async () => {
  const user = userEvent.setup();
  const onPrepare = jest.fn();
  const onView = jest.fn();
  renderWithProviders(<ReportOrders orders={[order]} testsOf={() => []} needsCode={() => false} onView={onView} onPrepare={onPrepare} />);
  const button = await screen.findByRole('button', { name: 'View report: Complete Blood Count' });
  expect(onPrepare).not.toHaveBeenCalled();
  await user.hover(button);
  expect(onPrepare).toHaveBeenLastCalledWith(order);
  await user.unhover(button);
  onPrepare.mockClear();
  act(() => button.focus());
  expect(onPrepare).toHaveBeenLastCalledWith(order);
  await user.click(button);
  expect(onView).toHaveBeenCalledWith(order);
});

test("another member's report before her code shows when and where it was made and how to see its results, nothing of what it found", async () => {
  const user = userEvent.setup();
  const onView = jest.fn();
  const withheld: LabOrder = { ...order, orderName: '', doctorName: '', familyMemberId: 7, patientName: 'Mariam Al Mansoori', mobileNo: '502345678', otpRequired: true };
  renderWithProviders(<ReportOrders orders={[withheld]} testsOf={() => []} needsCode={() => true} onView={onView} />);
  expect(await screen.findByText('Results waiting for the code')).toBeInTheDocument();
  expect(screen.getByTestId('report-withheld')).toHaveTextContent("The results of this report are shown after you enter the code sent to this family member's mobile.");
  expect(screen.queryByRole('button', { name: /View report/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Doctor/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Enter the code to see the results of Mariam Al Mansoori's report" }));
  expect(onView).toHaveBeenCalledWith(withheld);
});
