import type { DaySlots, Slot } from '@portal/shared/contracts';
import { addDays } from '@portal/shared/dates';
import { fromMinutes, toMinutes, weekdayOf } from './hospital-time.js';

export type { DaySlots, Slot };

/** One bookable block of a doctor's week (a row of the HIS schedule). */
export interface ScheduleBlock {
  weekday: number;
  /** HH:MM */
  startTime: string;
  endTime: string;
  slotMinutes: number;
  departmentCode: string;
  physicianNumber: string;
}

/** Morning before 12:00, afternoon 12:00–16:59, evening from 17:00 (docs/product.md#booking-slots). */
export const AFTERNOON_FROM = 12 * 60;
export const EVENING_FROM = 17 * 60;

export interface SlotContext {
  /** Start times (HH:MM) already held by an appointment that is not cancelled, per date. */
  booked: Map<string, Set<string>>;
  /** The hospital's own clock: on its today, slots that have started are gone. */
  today: string;
  nowTime: string;
  physicianLicense: string;
}

function label(start: number, end: number): string {
  return `${fromMinutes(start)} - ${fromMinutes(end)}`;
}

/** Every free slot of one date, in time order. */
export function freeSlotsOn(date: string, blocks: ScheduleBlock[], ctx: SlotContext): Slot[] {
  if (date < ctx.today) return [];
  const weekday = weekdayOf(date);
  const taken = ctx.booked.get(date);
  const nowMin = date === ctx.today ? toMinutes(ctx.nowTime) : -1;
  const out: Slot[] = [];
  const seen = new Set<number>();
  for (const b of blocks.filter((x) => x.weekday === weekday).sort((x, y) => toMinutes(x.startTime) - toMinutes(y.startTime))) {
    const end = toMinutes(b.endTime);
    for (let s = toMinutes(b.startTime); s + b.slotMinutes <= end; s += b.slotMinutes) {
      const start = fromMinutes(s);
      if (s <= nowMin || seen.has(s) || taken?.has(start)) continue;
      seen.add(s);
      out.push({
        text: label(s, s + b.slotMinutes),
        startTime: start,
        endTime: fromMinutes(s + b.slotMinutes),
        date,
        department: b.departmentCode,
        physicianNo: b.physicianNumber,
        physicianLicense: ctx.physicianLicense,
        slNo: 0,
      });
    }
  }
  out.sort((a, b) => toMinutes(a.startTime) - toMinutes(b.startTime));
  out.forEach((slot, i) => (slot.slNo = i + 1));
  return out;
}

export function groupSlots(slots: Slot[]): DaySlots {
  const groups: DaySlots = { morningSlots: [], afternoonSlots: [], eveningSlots: [] };
  for (const s of slots) {
    const m = toMinutes(s.startTime);
    (m < AFTERNOON_FROM ? groups.morningSlots : m < EVENING_FROM ? groups.afternoonSlots : groups.eveningSlots).push(s);
  }
  return groups;
}

/** Dates after `date`, up to `lastDate` included, that still have at least one free slot. */
export function futureDatesWithSlots(date: string, lastDate: string, blocks: ScheduleBlock[], ctx: SlotContext): string[] {
  const dates: string[] = [];
  if (blocks.length === 0) return dates;
  for (let d = addDays(date < ctx.today ? ctx.today : date, date < ctx.today ? 0 : 1); d <= lastDate; d = addDays(d, 1)) {
    if (freeSlotsOn(d, blocks, ctx).length > 0) dates.push(d);
  }
  return dates;
}

/** Whether a start time is a slot boundary of the doctor's schedule on that date (bookable at all). */
export function scheduledSlot(date: string, startTime: string, blocks: ScheduleBlock[]): { endTime: string; departmentCode: string } | null {
  const weekday = weekdayOf(date);
  const s = toMinutes(startTime);
  for (const b of blocks) {
    if (b.weekday !== weekday) continue;
    const from = toMinutes(b.startTime);
    const to = toMinutes(b.endTime);
    if (s >= from && s + b.slotMinutes <= to && (s - from) % b.slotMinutes === 0) {
      return { endTime: fromMinutes(s + b.slotMinutes), departmentCode: b.departmentCode };
    }
  }
  return null;
}
