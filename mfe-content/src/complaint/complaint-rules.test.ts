import { complaintFormProblem } from '@portal/shared/contracts';
import { complaintTextMessage, incidentDateMessage } from './complaint-rules';

const now = new Date(2026, 10, 22, 10, 0, 0);

describe('complaint rules (care §5)', () => {
  test('the text must be more than 5 and at most 500 characters', () => {
    expect(complaintTextMessage('')).toBe('Please enter more than 5 characters');
    expect(complaintTextMessage('12345')).toBe('Please enter more than 5 characters');
    expect(complaintTextMessage('   12345   ')).toBe('Please enter more than 5 characters');
    expect(complaintTextMessage('123456')).toBeNull();
    expect(complaintTextMessage('x'.repeat(500))).toBeNull();
    expect(complaintTextMessage('x'.repeat(501))).toBe('Complaint can be at most 500 characters');
  });

  test('the incident date is dd/mm/yyyy and not in the future', () => {
    expect(incidentDateMessage('', now)).toBe('Incident Date Format Error');
    expect(incidentDateMessage('2026-11-01x', now)).toBe('Incident Date Format Error');
    expect(incidentDateMessage('31/02/2026', now)).toBe('Incident Date Format Error');
    expect(incidentDateMessage('23/11/2026', now)).toBe('Incident Date Range Error');
    expect(incidentDateMessage('22/11/2026', now)).toBeNull();
    expect(incidentDateMessage('01/01/2020', now)).toBeNull();
  });

  test('submit waits for a facility, a valid date and a valid text', () => {
    const valid = { facilityCode: 'BU10', incidentDate: '20/11/2026', complaintText: 'Waited two hours.' };
    expect(complaintFormProblem(valid, now)).toBeNull();
    expect(complaintFormProblem({ ...valid, facilityCode: '' }, now)).toBe('facility');
    expect(complaintFormProblem({ ...valid, incidentDate: '20-11-2026' }, now)).toBe('dateFormat');
    expect(complaintFormProblem({ ...valid, incidentDate: '30/11/2026' }, now)).toBe('dateRange');
    expect(complaintFormProblem({ ...valid, complaintText: 'short' }, now)).toBe('text');
  });
});
