import { escapeText, foldLine, icsCalendar, utf8Length } from '@portal/shared/calendar';

const now = new Date('2026-11-10T08:00:00Z');
const dubai = { tzid: 'Asia/Dubai', offset: '+0400' };
const unfold = (body: string) => body.replace(/\r\n /g, '').split('\r\n');

describe('the .ics writer (RFC 5545)', () => {
  test('an event at a zone: TZID times, the VTIMEZONE of that zone, location, position, status and alarm', () => {
    const body = icsCalendar({
      prodId: '-//Patient Portal//Appointments//EN',
      now,
      events: [{
        uid: 'APT1@patient-portal',
        start: { date: '2026-11-12', time: '09:30', zone: dubai },
        end: { date: '2026-11-12', time: '09:45', zone: dubai },
        summary: 'Appointment with Dr. Sara Haddad',
        description: 'Reference number: APT1\nCardiology',
        location: 'Burjeel Hospital, Abu Dhabi',
        geo: { latitude: 24.4539, longitude: 54.3773 },
        status: 'CANCELLED',
        alarm: { trigger: '-PT1H', description: 'Appointment with Dr. Sara Haddad' },
      }],
    });
    expect(unfold(body)).toEqual([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Patient Portal//Appointments//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
      'BEGIN:VTIMEZONE', 'TZID:Asia/Dubai', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0400', 'TZOFFSETTO:+0400', 'TZNAME:+04', 'END:STANDARD', 'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:APT1@patient-portal', 'DTSTAMP:20261110T080000Z',
      'DTSTART;TZID=Asia/Dubai:20261112T093000', 'DTEND;TZID=Asia/Dubai:20261112T094500',
      'SUMMARY:Appointment with Dr. Sara Haddad', 'DESCRIPTION:Reference number: APT1\\nCardiology', 'LOCATION:Burjeel Hospital\\, Abu Dhabi',
      'GEO:24.453900;54.377300', 'STATUS:CANCELLED',
      'BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Appointment with Dr. Sara Haddad', 'TRIGGER:-PT1H', 'END:VALARM',
      'END:VEVENT', 'END:VCALENDAR', '',
    ]);
  });

  test('a floating, repeating event has no zone, and the lines of an Arabic text are folded at 75 octets', () => {
    const summary = `تناول ${'دواء '.repeat(20)}`;
    const body = icsCalendar({
      prodId: '-//Patient Portal//My Medication//EN',
      now,
      events: [{ uid: 'm@patient-portal', start: { date: '2026-11-11', time: '08:30' }, duration: 'PT15M', rrule: 'FREQ=DAILY;COUNT=20', summary, description: 'x' }],
    });
    const lines = body.split('\r\n');
    expect(lines).toContain('DTSTART:20261111T083000');
    expect(lines).toContain('DURATION:PT15M');
    expect(lines).toContain('RRULE:FREQ=DAILY;COUNT=20');
    expect(body).not.toContain('VTIMEZONE');
    expect(body).not.toContain('STATUS:');
    expect(unfold(body)).toContain(`SUMMARY:${summary}`);
    // Every line ends with CRLF and is at most 75 octets.
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const l of lines) expect(utf8Length(l)).toBeLessThanOrEqual(75);
  });

  test('utf-8 length', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(Buffer.byteLength('دواء', 'utf8')).toBe(utf8Length('دواء'));
  });

  test('text escaping and line folding', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const long = `SUMMARY:${'دواء '.repeat(20)}😀${'x'.repeat(80)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
