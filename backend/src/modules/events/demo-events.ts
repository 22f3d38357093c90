import { addDaysIso } from './calendar-date';
import type { Event } from './entities/event.entity';

/** The weekday (0 = Sunday) on or after today, `weeks` weeks on. */
function nextWeekday(day: number, weeks = 0, from = new Date()): string {
  const ahead = (day - from.getDay() + 7) % 7;
  return addDaysIso(ahead + weeks * 7, from);
}

/** The demo events: the weekly meetings and a few special ones, dated from `now`. */
export function demoEvents(now: Date): Partial<Event>[] {
  return [
    {
      title: 'Shabbat Fellowship',
      description: 'Worship, a Torah portion teaching and a shared meal. Everyone is welcome.',
      date: nextWeekday(6, 0, now),
      time: '10:00 AM - 12:00 PM',
      location: 'Main Sanctuary',
      isSpecial: false,
    },
    {
      title: 'Midweek Torah Study',
      description:
        'An open study of this week’s portion with the haftarah and the apostolic writings.',
      date: nextWeekday(3, 0, now),
      time: '7:00 PM - 8:30 PM',
      location: 'Fellowship Hall',
      isSpecial: false,
    },
    {
      title: 'Youth Night: Faith That Stands',
      description: 'Games, worship and a short teaching for ages 12 to 18, with pizza afterwards.',
      date: nextWeekday(5, 1, now),
      time: '6:30 PM',
      location: 'Youth Room',
      isSpecial: false,
    },
    {
      title: 'Night of Worship and Prayer',
      description:
        'An evening of praise, intercession for our city and testimonies of answered prayer.',
      date: addDaysIso(17, now),
      time: '7:00 PM - 9:30 PM',
      location: 'Main Sanctuary',
      isSpecial: true,
    },
    {
      title: 'Community Passover Seder',
      description:
        'A guided Messianic seder: the story of redemption told around the table. Please register so we can set a place for you.',
      date: addDaysIso(30, now),
      time: '6:00 PM - 9:00 PM',
      location: 'Fellowship Hall',
      isSpecial: true,
    },
    {
      title: 'Sukkot Family Retreat',
      description:
        'Three days of teaching, worship and dwelling in sukkot under the stars, with a children’s programme.',
      date: addDaysIso(52, now),
      time: 'All weekend',
      location: 'Cedar Springs Camp',
      isSpecial: true,
    },
  ];
}
