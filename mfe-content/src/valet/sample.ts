/**
 * The valet mock-up's sample day (docs/product.md#content-valet: a mock-up with no logic, a total of 38): the cars handed
 * to the valet desk, made up here and kept in the page; nothing is read from or sent to a server.
 */
export type ValetStatus = 'parked' | 'requested' | 'delivered';
export type PlateRegion = 'dubai' | 'abuDhabi' | 'sharjah' | 'muscat';

export interface ValetCar {
  ticket: string;
  region: PlateRegion;
  plate: string;
  /** Make and model (names, the same in both languages). */
  vehicle: string;
  /** 'HH:MM' the car was handed over. */
  timeIn: string;
  status: ValetStatus;
}

/** The time tiles of the dashboard: three-hour windows of the day, by the time a car came in. */
export const VALET_WINDOWS = [
  { from: '06:00', to: '09:00' },
  { from: '09:00', to: '12:00' },
  { from: '12:00', to: '15:00' },
  { from: '15:00', to: '18:00' },
  { from: '18:00', to: '21:00' },
] as const;
export type ValetWindow = (typeof VALET_WINDOWS)[number];

const REGIONS: PlateRegion[] = ['dubai', 'abuDhabi', 'sharjah', 'muscat'];
const VEHICLES = ['Toyota Land Cruiser', 'Nissan Patrol', 'Lexus LX 600', 'Toyota Camry', 'Mitsubishi Pajero', 'Hyundai Sonata', 'Kia Sportage', 'Mercedes-Benz GLE', 'Honda Accord', 'Ford Explorer'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 38 cars from 06:10, one every 23 minutes: 8, 8, 8, 7 and 7 in the five windows. */
export const VALET_SAMPLE: readonly ValetCar[] = Array.from({ length: 38 }, (_, i) => {
  const region = REGIONS[i % REGIONS.length]!;
  return {
    ticket: `V-${1001 + i}`,
    region,
    plate: region === 'muscat' ? `${(i * 733) % 90000 + 10000} ${'ABDHMR'[i % 6]}${'KLNST'[i % 5]}` : `${'ABCDHKLMNR'[i % 10]} ${(i * 4271) % 90000 + 10000}`,
    vehicle: VEHICLES[(i * 7) % VEHICLES.length]!,
    timeIn: hhmm(6 * 60 + 10 + i * 23),
    // The morning's cars have mostly gone home; the evening's are still parked.
    status: i < 14 ? (i % 5 === 4 ? 'parked' : 'delivered') : i % 6 === 0 ? 'requested' : 'parked',
  };
});

export function carsIn(window: ValetWindow, cars: readonly ValetCar[] = VALET_SAMPLE): ValetCar[] {
  return cars.filter((c) => c.timeIn >= window.from && c.timeIn < window.to);
}
