import { facilityTimeZone, hospitalNow, hospitalZone } from './hospital-time.js';

/** The hospital's clock in its own IANA zone, whatever the server's zone: both countries are four hours ahead of UTC. */
describe('the hospital clock', () => {
  it('gives each facility its country’s zone: Muscat for Oman’s, Dubai for the UAE’s and for an unknown code', () => {
    expect(facilityTimeZone('BO10')).toBe('Asia/Muscat');
    expect(facilityTimeZone('LO10')).toBe('Asia/Muscat');
    expect(facilityTimeZone('BU10')).toBe('Asia/Dubai');
    expect(facilityTimeZone('XX99')).toBe('Asia/Dubai');
  });

  it.each(['Asia/Dubai', 'Asia/Muscat'])('in %s, the last minute before midnight is still today and the first after it is tomorrow', (tz) => {
    expect(hospitalNow(tz, new Date('2026-12-01T19:59:30Z'))).toEqual({ date: '2026-12-01', time: '23:59' });
    expect(hospitalNow(tz, new Date('2026-12-01T20:00:00Z'))).toEqual({ date: '2026-12-02', time: '00:00' });
    // A year's last evening in UTC is already the new year at the hospital.
    expect(hospitalNow(tz, new Date('2026-12-31T21:15:00Z'))).toEqual({ date: '2027-01-01', time: '01:15' });
  });

  it('reads a new minute as a new time, not the last reading kept for the zone', () => {
    expect(hospitalNow('Asia/Dubai', new Date('2026-06-15T08:00:10Z')).time).toBe('12:00');
    expect(hospitalNow('Asia/Dubai', new Date('2026-06-15T08:01:00Z')).time).toBe('12:01');
  });

  it('names the zone in a calendar file with its TZID and offset, in summer and in winter (no daylight saving)', () => {
    expect(hospitalZone('BO10', '2026-12-31')).toEqual({ tzid: 'Asia/Muscat', offset: '+0400' });
    expect(hospitalZone('BU10', '2026-07-01')).toEqual({ tzid: 'Asia/Dubai', offset: '+0400' });
  });
});
