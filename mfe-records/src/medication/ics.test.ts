import { utf8Length } from '@portal/shared/calendar';
import { MedicationExpiredError, medicationReminderIcs } from './ics';

const med = { id: 7, brandName: 'Glucophage 500 mg', genericName: 'Metformin', frequency: 'Twice daily, with meals', doctorName: 'Dr. Sara Haddad', creationDate: '2026-11-01', duration: 30 };
const now = new Date('2026-11-10T08:00:00Z');

describe('medication reminder .ics', () => {
  test('a daily reminder for the remaining days of the course', () => {
    const { body, days, fileName } = medicationReminderIcs(med, { today: '2026-11-10', now, time: '08:30' });
    expect(days).toBe(20); // 11 → 30 November
    expect(fileName).toBe('glucophage-500-mg-reminder.ics');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20261111T083000');
    expect(lines).toContain('RRULE:FREQ=DAILY;COUNT=20');
    expect(lines).toContain('DTSTAMP:20261110T080000Z');
    expect(lines).toContain('SUMMARY:Take Glucophage 500 mg');
    // Long lines are folded (CRLF + space); unfolded they read as written.
    expect(body.replace(/\r\n /g, '').split('\r\n')).toContain('DESCRIPTION:Glucophage 500 mg (Metformin) - Twice daily\\, with meals. Dr. Sara Haddad');
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(1);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line is CRLF-terminated and at most 75 octets.
    for (const l of lines) expect(utf8Length(l)).toBeLessThanOrEqual(75);
  });

  test('a course that has not started begins on its first day', () => {
    const r = medicationReminderIcs({ ...med, creationDate: '2026-11-20', duration: 5 }, { today: '2026-11-10', now });
    expect(r.days).toBe(5);
    expect(r.body).toContain('DTSTART:20261120T090000');
  });

  test('an expired medication (or its last day) cannot be added', () => {
    expect(() => medicationReminderIcs(med, { today: '2026-12-01', now })).toThrow(MedicationExpiredError);
    // On the last day no reminder is left.
    expect(() => medicationReminderIcs(med, { today: '2026-11-30', now })).toThrow(MedicationExpiredError);
  });
});
