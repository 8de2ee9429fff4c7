import { defaultsMadeOn, firstOfMonthInKolkata, todayInKolkata, type DayPair } from '@console/contract/time';

/** Days an admin screen shows, from and to (YYYY-MM-DD, Kolkata). */
export interface DayRange {
  from: string;
  to: string;
}

/** The admin screens' default days: the 1st of the month to today, in Kolkata. */
export const monthToToday = (now: Date = new Date()): DayRange => ({
  from: firstOfMonthInKolkata(now),
  to: todayInKolkata(now),
});

const daysOf = ({ from, to }: DayRange): DayPair => [from, to];

/**
 * The day a range's default days count as made on once it changed from `before` to `next`
 * (defaultsMadeOn, with monthToToday as the defaults): null once the admin chose days.
 */
export const rangeMadeOn = (madeOn: string | null, before: DayRange, next: DayRange): string | null =>
  defaultsMadeOn(madeOn, daysOf(before), daysOf(next), (now) => daysOf(monthToToday(now)));
