import { complaintFormSchema } from './complaint-rules';

/** The message the form shows: the first of the field's rule. */
const messages = (v: Partial<Record<'facilityCode' | 'incidentDate' | 'complaintText', string>>) => {
  const r = complaintFormSchema.safeParse({ facilityCode: 'BU10', incidentDate: '20/11/2020', complaintText: 'Waited two hours.', ...v });
  return r.success ? [] : [r.error.issues[0]!.message];
};

describe('the complaint form rule', () => {
  test('the text must be more than 5 and at most 500 characters', () => {
    expect(messages({ complaintText: '' })).toEqual(['Please enter more than 5 characters']);
    expect(messages({ complaintText: '   12345   ' })).toEqual(['Please enter more than 5 characters']);
    expect(messages({ complaintText: '123456' })).toEqual([]);
    expect(messages({ complaintText: 'x'.repeat(500) })).toEqual([]);
    expect(messages({ complaintText: 'x'.repeat(501) })).toEqual(['Complaint can be at most 500 characters']);
  });

  test('the incident date is dd/mm/yyyy and not in the future; a facility is required', () => {
    expect(messages({ incidentDate: '' })).toEqual(['Incident Date Format Error']);
    expect(messages({ incidentDate: '31/02/2026' })).toEqual(['Incident Date Format Error']);
    expect(messages({ incidentDate: '01/01/2999' })).toEqual(['Incident Date Range Error']);
    expect(messages({ incidentDate: '01/01/2020' })).toEqual([]);
    expect(messages({ facilityCode: '' })).toEqual(['All fields are required']);
  });
});
