// The English corpus of quick add (docs/product.md, "Quick add"): what a person types, the title left and
// what is created. "Now" is Wednesday 25 November 2026, 11:00 in Paris.
import { parseQuickAdd } from './parseQuickAdd';
import { summarize } from './testing';

const now = new Date('2026-11-25T10:00:00Z');
const parse = (text: string, timeZone = 'Europe/Paris') =>
  parseQuickAdd(text, { now, timeZone, language: 'en' });

/** [sentence, title, summary] */
const CORPUS: readonly [string, string, string][] = [
  // The examples.
  ['Call mum tomorrow 6pm', 'Call mum', 'event 2026-11-26 18:00-19:00'],
  ['Dentist friday 14:30 for 45 min', 'Dentist', 'event 2026-11-27 14:30-15:15'],
  ['gym every monday 7am', 'gym', 'event 2026-11-30 07:00-08:00 weekly'],
  ['report due next monday high priority', 'report', 'task due 2026-11-30 !high'],
  // The example in the task list's field.
  ['Hand in the report by friday, urgent', 'Hand in the report', 'task due 2026-11-27 !high'],
  // Not dates: numbers stay in the title.
  ['Read 1984', 'Read 1984', 'task'],
  ['Call 911', 'Call 911', 'task'],
  ['Buy 2 apples', 'Buy 2 apples', 'task'],
  ['Buy 12 eggs and 3 lemons', 'Buy 12 eggs and 3 lemons', 'task'],
  ['Watch Apollo 13', 'Watch Apollo 13', 'task'],
  ['Version 2.0 release', 'Version 2.0 release', 'task'],
  ['Call 555-1234', 'Call 555-1234', 'task'],
  ['Watch 24', 'Watch 24', 'task'],
  ['Buy a 4K TV', 'Buy a 4K TV', 'task'],
  ['Top 10 movies list', 'Top 10 movies list', 'task'],
  ['Fix issue #42', 'Fix issue #42', 'task'],
  ['Pay $50 to Tom', 'Pay $50 to Tom', 'task'],
  ['Buy milk', 'Buy milk', 'task'],
  ['Read 1984 tomorrow', 'Read 1984', 'task due 2026-11-26'],
  ['Room 101 at 5pm', 'Room 101', 'event 2026-11-25 17:00-18:00'],
  // A number beside a day is not an hour unless said as one ("at 12", "12pm", "12:00"): chrono read noon.
  ['review PR #12 tomorrow', 'review PR #12', 'task due 2026-11-26'],
  ['meeting 12 tomorrow', 'meeting 12', 'task due 2026-11-26'],
  ['lunch at 12 tomorrow', 'lunch', 'event 2026-11-26 12:00-13:00'],
  ['gym friday 9-11am', 'gym', 'event 2026-11-27 09:00-11:00'],
  // Bare hours before a repeat, as before a day: our own words after them count as the end.
  ['lunch break 12-1 every day', 'lunch break', 'event 2026-11-25 12:00-13:00 daily'],
  ['gym 6-7 every monday', 'gym', 'event 2026-11-30 18:00-19:00 weekly'],
  ['work 9-5 every weekday', 'work', 'event 2026-11-26 09:00-17:00 weekdays'],
  // "around" an hour is "at" it; before a count it is a word.
  ['dinner friday around 7', 'dinner', 'event 2026-11-27 19:00-20:00'],
  ['dinner around 7ish friday', 'dinner', 'event 2026-11-27 19:00-20:00'],
  ['call mum tomorrow around 6pm', 'call mum', 'event 2026-11-26 18:00-19:00'],
  ['stretch around 8 every day', 'stretch', 'event 2026-11-26 08:00-09:00 daily'],
  ['walk around 3 parks tomorrow', 'walk around 3 parks', 'task due 2026-11-26'],
  // A day of the month without its month: an ordinal, or a plain number after a deadline word. The next
  // such day (the 25th is today; the 12th has passed this month).
  ['dentist on the 12th at 9am', 'dentist', 'event 2026-12-12 09:00-10:00'],
  ['pay rent before the 5th', 'pay rent', 'task due 2026-12-05'],
  ['pay rent before the 5 asap', 'pay rent', 'task due 2026-12-05 !high'],
  ['party on the 25th', 'party', 'task due 2026-11-25'],
  ['report due the 31st', 'report', 'task due 2026-12-31'],
  ['meet on the 3rd floor tomorrow', 'meet on the 3rd floor', 'task due 2026-11-26'],
  ['dinner on the 12th of december', 'dinner', 'task due 2026-12-12'],
  // A range of days is an event over those days (a task has one day), in the tasks' fields too.
  ['vacation dec 20 to dec 27', 'vacation', 'event 2026-12-20 allday x8'],
  ['ski trip dec 20-23', 'ski trip', 'event 2026-12-20 allday x4'],
  ['offsite from monday to wednesday', 'offsite', 'event 2026-11-30 allday x3'],
  ['conference dec 3 9am to dec 4 5pm', 'conference', 'event 2026-12-03 09:00-17:00+1'],
  // A range's end without am/pm is the first such hour after its start.
  ['team lunch next friday 12:30-1:30', 'team lunch', 'event 2026-12-04 12:30-13:30'],
  ['party saturday 9pm-1am', 'party', 'event 2026-11-28 21:00-01:00+1'],
  // Minutes alone are a duration, not "in 30 minutes".
  ['read 30 min every day', 'read', 'event 2026-11-25 allday daily'],
  ['call back in 30 min', 'call back', 'event 2026-11-25 11:30-12:30'],
  // A weekly repeat on several weekdays starts on the first of them.
  ['yoga tuesdays and thursdays 6pm', 'yoga', 'event 2026-11-26 18:00-19:00 weekly on 2,4'],
  ['swim every mon, wed and fri at 7am', 'swim', 'event 2026-11-27 07:00-08:00 weekly on 1,3,5'],
  ['workout mon wed fri 6am', 'workout', 'event 2026-11-27 06:00-07:00 weekly on 1,3,5'],
  ['gym m/w/f 6am', 'gym', 'event 2026-11-27 06:00-07:00 weekly on 1,3,5'],
  ['swim tu/th 7pm', 'swim', 'event 2026-11-26 19:00-20:00 weekly on 2,4'],
  ['review w/ th team 3pm', 'review w/ th team', 'event 2026-11-25 15:00-16:00'],
  // "tues" and "thurs" are one day, not a repeat; "@" is "at".
  ['lunch w/ alex thurs 12:30', 'lunch w/ alex', 'event 2026-11-26 12:30-13:30'],
  ['midterm next tues 9am', 'midterm', 'event 2026-12-01 09:00-10:00'],
  ['yoga weds 6pm', 'yoga', 'event 2026-11-25 18:00-19:00'],
  ['appt dec 4 @ 2:15', 'appt', 'event 2026-12-04 14:15-15:15'],
  // A plain "weekly" / "daily" before a repeat that says more is a title word.
  ['weekly review fridays 4pm', 'weekly review', 'event 2026-11-27 16:00-17:00 weekly'],
  // A repeat from a day said starts on its first occurrence from that day (January 5 is a Tuesday).
  ['yoga every monday from jan 5', 'yoga', 'event 2027-01-11 allday weekly'],
  ['standup every weekday starting jan 2 at 9', 'standup', 'event 2027-01-04 09:00-10:00 weekdays'],
  // "every 3rd thursday", "every last friday": of the month, as clubs say it; "every second" is fortnightly.
  ['book club every 3rd thursday 7pm', 'book club', 'event 2026-12-17 19:00-20:00 monthly week 3'],
  [
    'pta meeting 1st tuesday of each month 7pm',
    'pta meeting',
    'event 2026-12-01 19:00-20:00 monthly week 1',
  ],
  [
    'board meeting every last friday 6pm',
    'board meeting',
    'event 2026-11-27 18:00-19:00 monthly week -1',
  ],
  ['trivia every second tuesday', 'trivia', 'event 2026-12-01 allday weekly x2'],
  ['daily standup every weekday 9:15', 'daily standup', 'event 2026-11-26 09:15-10:15 weekdays'],
  // A stretch of weekdays with a time of day is a routine on those days; without one, a stretch of days.
  ['standup mon-fri 9:30', 'standup', 'event 2026-11-26 09:30-10:30 weekdays'],
  ['work monday to friday 9am-5pm', 'work', 'event 2026-11-26 09:00-17:00 weekdays'],
  ['yoga tue-thu 6pm', 'yoga', 'event 2026-11-25 18:00-19:00 weekly on 2,3,4'],
  ['night shift fri-sun 10pm', 'night shift', 'event 2026-11-27 22:00-23:00 weekly on 0,5,6'],
  [
    'Standup Mon–Fri 9:30am until dec 18',
    'Standup',
    'event 2026-11-26 09:30-10:30 weekdays until 2026-12-18',
  ],
  ['offsite monday to friday', 'offsite', 'event 2026-11-30 allday x5'],
  // A list of weekdays with a time of day too.
  ['yoga monday and wednesday 6pm', 'yoga', 'event 2026-11-25 18:00-19:00 weekly on 1,3'],
  ['conference mon 9am - wed 5pm', 'conference', 'event 2026-11-30 09:00-17:00+2'],
  // Every N units, and weekends.
  ['cleaning every 2 weeks on saturday', 'cleaning', 'event 2026-11-28 allday weekly x2'],
  ['water plants every other day', 'water plants', 'event 2026-11-25 allday daily x2'],
  ['team retro every other friday 4pm', 'team retro', 'event 2026-11-27 16:00-17:00 weekly x2'],
  ['brunch every weekend 11am', 'brunch', 'event 2026-11-28 11:00-12:00 weekly on 0,6'],
  [
    'board meeting every 3 months on dec 10 at 2pm',
    'board meeting',
    'event 2026-12-10 14:00-15:00 monthly x3',
  ],
  // A weekday of a week of the month (now is Wednesday 25 November; 7 December is the first Monday).
  [
    'book club every first monday of the month 7pm',
    'book club',
    'event 2026-12-07 19:00-20:00 monthly week 1',
  ],
  [
    'payroll on the last friday of every month',
    'payroll',
    'event 2026-11-27 allday monthly week -1',
  ],
  // A day of every month.
  ['pay rent on the 1st of every month', 'pay rent', 'event 2026-12-01 allday monthly'],
  ['newsletter 1st of the month', 'newsletter', 'event 2026-12-01 allday monthly'],
  ['trash out sunday nights', 'trash out', 'event 2026-11-29 allday weekly'],
  // November has no 31st: the repeat starts on the next month that has one.
  ['backup on the 31st of every month', 'backup', 'event 2026-12-31 allday monthly'],
  ['invoice the 15th of each month 9am', 'invoice', 'event 2026-12-15 09:00-10:00 monthly'],
  // A part of the day after a repeat belongs to it.
  ['review every friday afternoon', 'review', 'event 2026-11-27 allday weekly'],
  // Every morning, evening, night is daily; its part of the day says the hour without am/pm.
  ['guitar practice every evening at 8', 'guitar practice', 'event 2026-11-25 20:00-21:00 daily'],
  ['meditate every morning at 7', 'meditate', 'event 2026-11-26 07:00-08:00 daily'],
  ['run every monday morning at 6:30', 'run', 'event 2026-11-30 06:30-07:30 weekly'],
  ['read every night at 10', 'read', 'event 2026-11-25 22:00-23:00 daily'],
  // Holidays on a fixed day, after a word of a date; elsewhere a title word.
  ['buy gift before christmas', 'buy gift', 'task due 2026-12-25'],
  ['Christmas shopping', 'Christmas shopping', 'task'],
  ['christmas party friday 7pm', 'christmas party', 'event 2026-11-27 19:00-20:00'],
  ["finish the book by new year's eve", 'finish the book', 'task due 2026-12-31'],
  ["dinner on valentine's day 8pm", 'dinner', 'event 2027-02-14 20:00-21:00'],
  ['plan costume for halloween', 'plan costume', 'task due 2027-10-31'],
  // Thanksgiving (the fourth Thursday of November) and Black Friday move from year to year.
  ['order turkey before thanksgiving', 'order turkey', 'task due 2026-11-26'],
  ['book flights before black friday', 'book flights', 'task due 2026-11-27'],
  ['shopping on black friday 9am', 'shopping', 'event 2026-11-27 09:00-10:00'],
  ['thanksgiving dinner', 'thanksgiving dinner', 'task'],
  // Not dates: a fraction before a unit, "the day" of "by the end of the day".
  ['buy 1/2 cup sugar', 'buy 1/2 cup sugar', 'task'],
  ['add 3/4 lb flour tomorrow', 'add 3/4 lb flour', 'task due 2026-11-26'],
  ['send it by the end of the day tomorrow', 'send it', 'task due 2026-11-26'],
  // A weekday written short with its dot.
  ['call mum thu.', 'call mum', 'task due 2026-11-26'],
  // "first thing" goes with the day it says.
  ['call the bank first thing tomorrow', 'call the bank', 'task due 2026-11-26'],
  ['send the contract first thing on monday', 'send the contract', 'task due 2026-11-30'],
  // The middle of a month: its 15th.
  ['send report mid january', 'send report', 'task due 2027-01-15'],
  ['book holiday by mid-december', 'book holiday', 'task due 2026-12-15'],
  // Days a repeat leaves out.
  [
    'standup daily at 9:30 except fridays',
    'standup',
    'event 2026-11-26 09:30-10:30 weekly on 0,1,2,3,4,6',
  ],
  ['gym every day except weekends 7am', 'gym', 'event 2026-11-26 07:00-08:00 weekdays'],
  [
    'run every weekday but not wednesday 6:30am',
    'run',
    'event 2026-11-26 06:30-07:30 weekly on 1,2,4,5',
  ],
  ['everyone except john tomorrow', 'everyone except john', 'task due 2026-11-26'],
  // A day of the month after "every".
  ['pay rent every 1st', 'pay rent', 'event 2026-12-01 allday monthly'],
  ['newsletter every 15th', 'newsletter', 'event 2026-12-15 allday monthly'],
  ['gym every monday until christmas', 'gym', 'event 2026-11-30 allday weekly until 2026-12-25'],
  // A repeat's last day: a day, or a month's last day.
  [
    'piano lessons every wednesday until june',
    'piano lessons',
    'event 2026-11-25 allday weekly until 2027-06-30',
  ],
  [
    'call dad every sunday 6pm until dec 20',
    'call dad',
    'event 2026-11-29 18:00-19:00 weekly until 2026-12-20',
  ],
  // "until" a day, outside a repeat, is a deadline as "by" is.
  ['work on thesis until friday', 'work on thesis', 'task due 2026-11-27'],
  ['vacation prep till jan 3', 'vacation prep', 'task due 2027-01-03'],
  // Midnight ends the night of an evening hour (chrono ended it on the coming midnight, and moved a
  // Saturday back a week to stay before it).
  ['party saturday 8pm to midnight', 'party', 'event 2026-11-28 20:00-00:00+1'],
  ['party friday 10pm-midnight', 'party', 'event 2026-11-27 22:00-00:00+1'],
  ['study 9 till midnight', 'study', 'event 2026-11-25 21:00-00:00+1'],
  // A typographic apostrophe is read as the straight one.
  ['don’t forget dentist today 3pm', 'don’t forget dentist', 'event 2026-11-25 15:00-16:00'],
  // Times of day make events.
  ['Meeting at 3', 'Meeting', 'event 2026-11-25 15:00-16:00'],
  ['Lunch with Sam on friday at noon', 'Lunch with Sam', 'event 2026-11-27 12:00-13:00'],
  ['Pick up kids at 4pm', 'Pick up kids', 'event 2026-11-25 16:00-17:00'],
  ['Breakfast at 7am', 'Breakfast', 'event 2026-11-26 07:00-08:00'],
  ['Meeting 2pm tomorrow', 'Meeting', 'event 2026-11-26 14:00-15:00'],
  ['Call Alex at 10am', 'Call Alex', 'event 2026-11-26 10:00-11:00'],
  ['Lunch 12:30', 'Lunch', 'event 2026-11-25 12:30-13:30'],
  ['Haircut next tuesday at 11', 'Haircut', 'event 2026-12-01 11:00-12:00'],
  ['Concert 21 december 8pm', 'Concert', 'event 2026-12-21 20:00-21:00'],
  ['Flight jan 5 6am', 'Flight', 'event 2027-01-05 06:00-07:00'],
  ['Doctor dec 3 at 9:30', 'Doctor', 'event 2026-12-03 09:30-10:30'],
  ['Party on December 31 at 9pm', 'Party', 'event 2026-12-31 21:00-22:00'],
  ['Dentist appointment on 12/15 at 3pm', 'Dentist appointment', 'event 2026-12-15 15:00-16:00'],
  ['Order 2 pizzas at 7', 'Order 2 pizzas', 'event 2026-11-25 19:00-20:00'],
  // Times joined by "and" or commas: an event at each, on the day the first of them can be (today's 8am
  // has passed, so tomorrow), the earliest first; on the 24-hour clock beside a 24-hour time.
  ['take meds 8am and 8pm daily', 'take meds', 'event 2026-11-26 08:00-09:00 & 20:00 daily'],
  ['meds 8am, 1pm and 8pm every day', 'meds', 'event 2026-11-26 08:00-09:00 & 13:00 & 20:00 daily'],
  ['dentist friday 9am and 2pm', 'dentist', 'event 2026-11-27 09:00-10:00 & 14:00'],
  ['9am and 2pm friday dentist', 'dentist', 'event 2026-11-27 09:00-10:00 & 14:00'],
  ['meds 8pm and 8am', 'meds', 'event 2026-11-26 08:00-09:00 & 20:00'],
  ['feed cat 7:30 and 19:30', 'feed cat', 'event 2026-11-26 07:30-08:30 & 19:30'],
  ['call at 4 and 6pm', 'call', 'event 2026-11-25 16:00-17:00 & 18:00'],
  [
    'gym 7am & 6pm every monday and wednesday',
    'gym',
    'event 2026-11-30 07:00-08:00 & 18:00 weekly on 1,3',
  ],
  // A task has no time: the times are only words read.
  ['pay bill 8am and 8pm urgent', 'pay bill', 'task due 2026-11-26 !high'],
  // Days joined by "and" or commas: the same event on each (all day without a time), in the days' order;
  // at each time said. A task has one day: the others stay in its title.
  ['meeting monday and tuesday', 'meeting', 'event 2026-11-30 allday & 2026-12-01'],
  ['lunch with Tom on friday and monday', 'lunch with Tom', 'event 2026-11-27 allday & 2026-11-30'],
  [
    'call mum monday, wednesday and friday',
    'call mum',
    'event 2026-11-25 allday & 2026-11-27 & 2026-11-30',
  ],
  ['dentist dec 10 and dec 3 at 9am', 'dentist', 'event 2026-12-03 09:00-10:00 & 2026-12-10 09:00'],
  ['gym tomorrow and friday 7am', 'gym', 'event 2026-11-26 07:00-08:00 & 2026-11-27 07:00'],
  ['lab dec 3 and dec 10 9-11am', 'lab', 'event 2026-12-03 09:00-11:00 & 2026-12-10 09:00'],
  [
    'exam review dec 3 and dec 10 at 9am and 2pm',
    'exam review',
    'event 2026-12-03 09:00-10:00 & 14:00 & 2026-12-10 09:00 & 2026-12-10 14:00',
  ],
  ['party dec 31 and jan 1', 'party', 'event 2026-12-31 allday & 2027-01-01'],
  // Days after the one with the month are of that month (chrono read "dec 3, 10" as 2010).
  ['dentist dec 3 and 10', 'dentist', 'event 2026-12-03 allday & 2026-12-10'],
  [
    'call dec 3, 10 and 17 at 5pm',
    'call',
    'event 2026-12-03 17:00-18:00 & 2026-12-10 17:00 & 2026-12-17 17:00',
  ],
  [
    'review december 3rd, 10th and 17th',
    'review',
    'event 2026-12-03 allday & 2026-12-10 & 2026-12-17',
  ],
  ['lab dec 3 and 10 9-11am', 'lab', 'event 2026-12-03 09:00-11:00 & 2026-12-10 09:00'],
  ['buy dec 3 and 10 eggs', 'buy and 10 eggs', 'task due 2026-12-03'],
  ['paid dec 3, 2026', 'paid', 'task due 2026-12-03'],
  ['pay rent by monday and tuesday', 'pay rent and tuesday', 'task due 2026-11-30'],
  ['tom and jerry friday', 'tom and jerry', 'task due 2026-11-27'],
  // A joining word the date leaves at an end goes with it; one typed there stays.
  ['buy milk and friday', 'buy milk', 'task due 2026-11-27'],
  ['haircut 2 weeks from today', 'haircut', 'task due 2026-12-09'],
  ['call 3 days from today at 5pm', 'call', 'event 2026-11-28 17:00-18:00'],
  // The weekdays said after a "next" one are of its week.
  ['team offsite next thursday and friday', 'team offsite', 'event 2026-12-03 allday & 2026-12-04'],
  // A holiday before a noun is a title word.
  ['book flights for christmas trip', 'book flights for christmas trip', 'task'],
  ['friday and buy milk', 'buy milk', 'task due 2026-11-27'],
  ['meeting and', 'meeting and', 'task'],
  // A range is one event; what follows it stays.
  ['Salt and pepper at 5', 'Salt and pepper', 'event 2026-11-25 17:00-18:00'],
  // A day of the month the same number as the hour is the day (it stayed in the title, the day lost).
  ['doctor appointment dec 10 at 10:30am', 'doctor appointment', 'event 2026-12-10 10:30-11:30'],
  ['doctor december 10 at 10:30', 'doctor', 'event 2026-12-10 10:30-11:30'],
  ['doctor 10th of december at 10am', 'doctor', 'event 2026-12-10 10:00-11:00'],
  // Two digits after a day and a month are a year only when it is still to come (chrono read 2010).
  ['chapter 10 dec 10', 'chapter 10', 'task due 2026-12-10'],
  ['pay rent the 3rd of march 24', 'pay rent 24', 'task due 2027-03-03'],
  ['party 10 dec 27', 'party', 'task due 2027-12-10'],
  ['party on 10 dec 26', 'party', 'task due 2026-12-10'],
  // An evening meal says the evening of a bare hour.
  ['dinner with Anna next friday at 8', 'dinner with Anna', 'event 2026-12-04 20:00-21:00'],
  ['business dinner dec 10 at 8', 'business dinner', 'event 2026-12-10 20:00-21:00'],
  // What one asks an assistant before the thing is not the title.
  ['Remind me to call John tomorrow', 'Call John', 'task due 2026-11-26'],
  ['please remind me to pay rent on the 1st', 'pay rent', 'task due 2026-12-01'],
  ['Don’t forget to water plants', 'Water plants', 'task'],
  ['Remind me tomorrow', 'Remind me', 'task due 2026-11-26'],
  // Times in words.
  ['lunch at half past 12', 'lunch', 'event 2026-11-25 12:30-13:30'],
  ['call at quarter to 3', 'call', 'event 2026-11-25 14:45-15:45'],
  ['meeting at quarter past 10 tomorrow', 'meeting', 'event 2026-11-26 10:15-11:15'],
  // 1 to 7 o'clock without am/pm are afternoons and evenings, with minutes too; "07:30" is a morning.
  ['pick up kids at 3:15', 'pick up kids', 'event 2026-11-25 15:15-16:15'],
  // Today's weekday with such a time is today while the afternoon is ahead (chrono took 03:00, passed).
  ['gym wednesday at 3', 'gym', 'event 2026-11-25 15:00-16:00'],
  // A weekday and a day of the month said with its ordinal: the next date that is both.
  ['dentist thursday the 3rd', 'dentist', 'task due 2026-12-03'],
  ['dentist thu 3rd 10am', 'dentist', 'event 2026-12-03 10:00-11:00'],
  ['meeting next wednesday at 3', 'meeting', 'event 2026-12-02 15:00-16:00'],
  // Hours from one to another before a day or at the end, without am/pm; not before other words.
  ['bake sale 9-12 saturday', 'bake sale', 'event 2026-11-28 09:00-12:00'],
  ['work 9-5 saturday', 'work', 'event 2026-11-28 09:00-17:00'],
  // Bare hours past 12 are not English hours: pages, scores, ages.
  ['read pages 10-20 tomorrow', 'read pages 10-20', 'task due 2026-11-26'],
  ['shift 10-2 tomorrow', 'shift', 'event 2026-11-26 10:00-14:00'],
  ['dinner 7-9', 'dinner', 'event 2026-11-25 19:00-21:00'],
  ['open house 1 to 4 sunday', 'open house', 'event 2026-11-29 13:00-16:00'],
  ['study from 9 till noon saturday', 'study', 'event 2026-11-28 09:00-12:00'],
  ['meeting between 2 and 4pm tomorrow', 'meeting', 'event 2026-11-26 14:00-16:00'],
  ['half day friday', 'half day', 'task due 2026-11-27'],
  // A range of dates with slashes, month first.
  ['trip 12/28-1/3', 'trip', 'event 2026-12-28 allday x7'],
  ['buy 2-3 apples tomorrow', 'buy 2-3 apples', 'task due 2026-11-26'],
  ['score 3-1 friday', 'score 3-1', 'task due 2026-11-27'],
  ['dinner 7:30', 'dinner', 'event 2026-11-25 19:30-20:30'],
  ['flight at 05:40 tomorrow', 'flight', 'event 2026-11-26 05:40-06:40'],
  ['Interview tomorrow at 9:00', 'Interview', 'event 2026-11-26 09:00-10:00'],
  ['Team lunch friday noon', 'Team lunch', 'event 2026-11-27 12:00-13:00'],
  ['Late shift at 10pm', 'Late shift', 'event 2026-11-25 22:00-23:00'],
  ['Call back in 2 hours', 'Call back', 'event 2026-11-25 13:00-14:00'],
  // A repeat's "until" reads the day after it, not one before ("monday" here; this threw).
  [
    'sprint planning every 2 weeks monday 10am until march',
    'sprint planning',
    'event 2026-11-30 10:00-11:00 weekly x2 until 2027-03-31',
  ],
  ['Call with Ana tomorrow 10-11am', 'Call with Ana', 'event 2026-11-26 10:00-11:00'],
  ['Party friday 10pm-1am', 'Party', 'event 2026-11-27 22:00-01:00+1'],
  ['Drinks at the pub friday 6pm', 'Drinks at the pub', 'event 2026-11-27 18:00-19:00'],
  ['Tomorrow 8am: run', 'Run', 'event 2026-11-26 08:00-09:00'],
  // A capital typed first stays first once the words before the title are read; one inside a word stays.
  ['Weekly team meeting thursday 2pm', 'Team meeting', 'event 2026-11-26 14:00-15:00 weekly'],
  ['Tomorrow iPhone repair', 'iPhone repair', 'task due 2026-11-26'],
  ['tomorrow call mum', 'call mum', 'task due 2026-11-26'],
  // Durations: the end of an event, the estimate of a task.
  ['Yoga tomorrow 7am for an hour', 'Yoga', 'event 2026-11-26 07:00-08:00'],
  // Hours need no "for" either (not "in 2 hours", "2 hours from now": when).
  ['write essay 2 hours tomorrow', 'write essay', 'task due 2026-11-26 ~15to2Hour'],
  ['study 2-3 hours friday', 'study', 'task due 2026-11-27 ~moreThan2Hour'],
  // "3h" and "2h30" too (chrono read "3h" as three hours from now), and "~" says an estimate.
  ['prepare slides 3h by friday', 'prepare slides', 'task due 2026-11-27 ~moreThan2Hour'],
  ['essay 2h30 friday', 'essay', 'task due 2026-11-27 ~moreThan2Hour'],
  ['write blog post ~2h', 'write blog post', 'task ~15to2Hour'],
  ['read ~ 45 min', 'read', 'task ~15to2Hour'],
  // A frequency in hours or minutes is not one we repeat at: the words stay (it was "medication every",
  // an event eight hours from now).
  ['medication every 8 hours', 'medication every 8 hours', 'task'],
  // How often is not when ("a day" was tomorrow), and a time before now is not one to plan at ("a day
  // before exam" was due yesterday).
  ['vitamins twice a day', 'vitamins twice a day', 'task'],
  ['take 2 a day', 'take 2 a day', 'task'],
  ['review notes a day before exam', 'review notes a day before exam', 'task'],
  // "w/" is "with" (chrono read "5 w" as five weeks), "@ 5" is "at 5", "7a" is 7am.
  ['Meet @ 5 w/ Sam', 'Meet w/ Sam', 'event 2026-11-25 17:00-18:00'],
  ['Gym 6-7a mon', 'Gym', 'event 2026-11-30 06:00-07:00'],
  ['study 9-11p fri', 'study', 'event 2026-11-27 21:00-23:00'],
  ['buy 6-7 apples', 'buy 6-7 apples', 'task'],
  ['coffee 10:30a', 'coffee', 'event 2026-11-26 10:30-11:30'],
  ['appt 3p tomorrow', 'appt', 'event 2026-11-26 15:00-16:00'],
  ['Zoom 3:00-3:30p', 'Zoom', 'event 2026-11-25 15:00-15:30'],
  ['apt 5a', 'apt 5a', 'task'],
  // An ISO date ("2026" was a title word), and an hour said roughly.
  ['exam 2026-12-05 9am', 'exam', 'event 2026-12-05 09:00-10:00'],
  ['meeting at 3ish', 'meeting', 'event 2026-11-25 15:00-16:00'],
  ['lunch 12:30ish tomorrow', 'lunch', 'event 2026-11-26 12:30-13:30'],
  // A part of the day before a day or a time is a title word ("movie night", "game night").
  ['game night sat 7pm', 'game night', 'event 2026-11-28 19:00-20:00'],
  // ... and says the part of the day of an hour without am/pm: evening, or morning even from 1 to 7 o'clock.
  ['movie night friday 8:30', 'movie night', 'event 2026-11-27 20:30-21:30'],
  ['night shift saturday at 11', 'night shift', 'event 2026-11-28 23:00-00:00+1'],
  ['morning run tomorrow 6:30', 'morning run', 'event 2026-11-26 06:30-07:30'],
  ['evening class monday at 6', 'evening class', 'event 2026-11-30 18:00-19:00'],
  ['afternoon tea sunday at 4', 'afternoon tea', 'event 2026-11-29 16:00-17:00'],
  ['Movie saturday 8pm for 2h30', 'Movie', 'event 2026-11-28 20:00-22:30'],
  ['Workshop monday 9am for 1.5 hours', 'Workshop', 'event 2026-11-30 09:00-10:30'],
  ['Gym at 6 for 90 minutes', 'Gym', 'event 2026-11-25 18:00-19:30'],
  ['Presentation monday 10am for 2 hours', 'Presentation', 'event 2026-11-30 10:00-12:00'],
  ['Night train tomorrow 11pm for 8 hours', 'Night train', 'event 2026-11-26 23:00-07:00+1'],
  ['Nap at 2pm for half an hour', 'Nap', 'event 2026-11-25 14:00-14:30'],
  ['Read chapter 3 for 30 min', 'Read chapter 3', 'task ~15to2Hour'],
  ['Quick call for 10 minutes', 'Quick call', 'task ~lessThan15Min'],
  ['Write essay for 3 hours', 'Write essay', 'task ~moreThan2Hour'],
  ['Tidy desk for 2 hours', 'Tidy desk', 'task ~15to2Hour'],
  ['Groceries tomorrow for 30 min', 'Groceries', 'task due 2026-11-26 ~15to2Hour'],
  // A day without a time is a task's deadline.
  ['Buy flowers tomorrow', 'Buy flowers', 'task due 2026-11-26'],
  ['Call plumber today', 'Call plumber', 'task due 2026-11-25'],
  ['Renew passport in 2 weeks', 'Renew passport', 'task due 2026-12-09'],
  ['Book hotel next week', 'Book hotel', 'task due 2026-12-02'],
  ['Visit grandma this weekend', 'Visit grandma', 'task due 2026-11-28'],
  ['Send invoice in 3 days', 'Send invoice', 'task due 2026-11-28'],
  ['Dinner tonight', 'Dinner', 'task due 2026-11-25'],
  // A part of the day alone is a title word.
  ['morning run 7am', 'morning run', 'event 2026-11-26 07:00-08:00'],
  ['evening walk', 'evening walk', 'task'],
  ['call mum this evening', 'call mum', 'task due 2026-11-25'],
  ['Buy 3 tickets for may 4', 'Buy 3 tickets', 'task due 2027-05-04'],
  ['Call the day after tomorrow', 'Call', 'task due 2026-11-27'],
  // "in" goes with a month said alone, not with a day; a task is due by the month's end.
  ['renew gym membership in january', 'renew gym membership', 'task due 2027-01-31'],
  ['tax return due april', 'tax return', 'task due 2027-04-30'],
  ['hotel check in friday 3pm', 'hotel check in', 'event 2026-11-27 15:00-16:00'],
  // Deadline words.
  ['Submit taxes by april 15', 'Submit taxes', 'task due 2027-04-15'],
  ['Finish slides before thursday', 'Finish slides', 'task due 2026-11-26'],
  ['Report due tomorrow', 'Report', 'task due 2026-11-26'],
  ['Essay deadline: dec 10', 'Essay', 'task due 2026-12-10'],
  ['Renew insurance no later than dec 20', 'Renew insurance', 'task due 2026-12-20'],
  ['Return library books due dec 1', 'Return library books', 'task due 2026-12-01'],
  ['Pay bills by friday urgent', 'Pay bills', 'task due 2026-11-27 !high'],
  ['Buy gift before Dec 24 high priority', 'Buy gift', 'task due 2026-12-24 !high'],
  ['finish essay by the end of the month', 'finish essay', 'task due 2026-11-30'],
  // The end of a week is its Friday (a weekend's Sunday, below); of a month or a year, its last day.
  ['send invoice end of week', 'send invoice', 'task due 2026-11-27'],
  ['update resume this week', 'update resume', 'task due 2026-11-27'],
  // The end of the day is today; "by eod friday" is Friday.
  ['finish report eod', 'finish report', 'task due 2026-11-25'],
  ['send slides by eod friday', 'send slides', 'task due 2026-11-27'],
  ['end of day report', 'end of day report', 'task'],
  ['project due end of next week', 'project', 'task due 2026-12-04'],
  ['file taxes by end of year', 'file taxes', 'task due 2026-12-31'],
  // Before a noun it is a title word.
  ['end of year party at 8pm', 'end of year party', 'event 2026-11-25 20:00-21:00'],
  ['end of month report due friday', 'end of month report', 'task due 2026-11-27'],
  // A repeat's deadline word goes with its time.
  [
    'submit timesheet every friday by 5pm',
    'submit timesheet',
    'event 2026-11-27 17:00-18:00 weekly',
  ],
  // Priorities.
  ['Buy milk urgent', 'Buy milk', 'task !high'],
  ['Clean garage low priority', 'Clean garage', 'task !low'],
  ['Email Bob not urgent', 'Email Bob', 'task !low'],
  ['Fix bug asap', 'Fix bug', 'task !high'],
  ['!!! fix prod bug', 'fix prod bug', 'task !high'],
  ['tidy desk !3', 'tidy desk', 'task !low'],
  ['Plan trip p2', 'Plan trip', 'task !medium'],
  ['Priority: high renew visa', 'Renew visa', 'task !high'],
  ['Call mum tomorrow 6pm high priority', 'Call mum', 'task due 2026-11-26 !high'],
  // Repeats.
  ['Standup every weekday 9:15', 'Standup', 'event 2026-11-26 09:15-10:15 weekdays'],
  ['Run every weekday at 6:30am', 'Run', 'event 2026-11-26 06:30-07:30 weekdays'],
  ['Standup weekdays 9am', 'Standup', 'event 2026-11-26 09:00-10:00 weekdays'],
  ['Water plants daily 8am', 'Water plants', 'event 2026-11-26 08:00-09:00 daily'],
  ['Water plants every day at 8pm', 'Water plants', 'event 2026-11-25 20:00-21:00 daily'],
  ['Check mail each day', 'Check mail', 'event 2026-11-25 allday daily'],
  ['Walk the dog every day 7am', 'Walk the dog', 'event 2026-11-26 07:00-08:00 daily'],
  ['Piano lessons every tuesday 5pm', 'Piano lessons', 'event 2026-12-01 17:00-18:00 weekly'],
  ['Book club on thursdays at 7pm', 'Book club', 'event 2026-11-26 19:00-20:00 weekly'],
  ['Backup every sunday', 'Backup', 'event 2026-11-29 allday weekly'],
  ['Team sync weekly', 'Team sync', 'event 2026-11-25 allday weekly'],
  ['Pay rent every month', 'Pay rent', 'event 2026-11-25 allday monthly'],
  ['Newsletter monthly', 'Newsletter', 'event 2026-11-25 allday monthly'],
  ["Mum's birthday March 3 every year", "Mum's birthday", 'event 2027-03-03 allday annually'],
  ['Anniversary yearly dec 12', 'Anniversary', 'event 2026-12-12 allday annually'],
  ['Pay rent every month urgent', 'Pay rent urgent', 'event 2026-11-25 allday monthly'],
  // All day.
  ['Conference friday all day', 'Conference', 'event 2026-11-27 allday'],
  ['Offsite all-day tomorrow', 'Offsite', 'event 2026-11-26 allday'],
];

describe('parseQuickAdd in English', () => {
  it('has a corpus of at least 85 sentences', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(85);
  });

  it.each(CORPUS)('%s', (text, title, summary) => {
    const result = parse(text);
    expect({ title: result.title, summary: summarize(result) }).toEqual({ title, summary });
  });
});

describe('the end of the week on a weekend', () => {
  it('is its Sunday, and the end of next week the Friday after', () => {
    for (const day of ['2026-11-28T10:00:00Z', '2026-11-29T10:00:00Z']) {
      const at = (text: string) =>
        summarize(
          parseQuickAdd(text, { now: new Date(day), timeZone: 'Europe/Paris', language: 'en' }),
        );
      expect(at('send invoice by end of week')).toBe('task due 2026-11-29');
      expect(at('project due end of next week')).toBe('task due 2026-12-04');
    }
  });
});

describe('a holiday that has passed this year', () => {
  it('is next year’s, on that year’s day when it moves', () => {
    const at = (text: string) =>
      summarize(
        parseQuickAdd(text, {
          now: new Date('2026-11-30T10:00:00Z'),
          timeZone: 'Europe/Paris',
          language: 'en',
        }),
      );
    // The fourth Thursday of November 2027 is the 25th (2026's was the 26th).
    expect(at('order turkey before thanksgiving')).toBe('task due 2027-11-25');
    expect(at('book flights before black friday')).toBe('task due 2027-11-26');
  });
});

describe('the parts of an English sentence', () => {
  it('names each recognised part with the words as typed', () => {
    expect(parse('Dentist Friday 14:30 for 45 min').parts).toEqual([
      { type: 'date', text: 'Friday 14:30', index: 8 },
      { type: 'duration', text: 'for 45 min', index: 21 },
    ]);
    expect(parse('report due next monday high priority').parts).toEqual([
      { type: 'deadline', text: 'due next monday', index: 7 },
      { type: 'priority', text: 'high priority', index: 23 },
    ]);
    expect(parse('gym every monday 7am').parts.map((p) => [p.type, p.text])).toEqual([
      ['repeat', 'every monday'],
      ['time', '7am'],
    ]);
  });

  it('reads words of a removed chip as title words', () => {
    const result = parseQuickAdd('Call mum tomorrow 6pm', {
      now,
      timeZone: 'Europe/Paris',
      language: 'en',
      literal: ['tomorrow 6pm'],
    });
    expect(result.title).toBe('Call mum tomorrow 6pm');
    expect(summarize(result)).toBe('task');
    expect(result.parts).toEqual([]);
  });

  it('keeps a removed priority in the title and still reads the date', () => {
    const result = parseQuickAdd('Fix bug asap tomorrow', {
      now,
      timeZone: 'Europe/Paris',
      language: 'en',
      literal: ['asap'],
    });
    expect(result.title).toBe('Fix bug asap');
    expect(summarize(result)).toBe('task due 2026-11-26');
  });

  it('ignores a removed chip whose words were edited away', () => {
    const result = parseQuickAdd('Call mum friday 6pm', {
      now,
      timeZone: 'Europe/Paris',
      language: 'en',
      literal: ['tomorrow 6pm'],
    });
    expect(summarize(result)).toBe('event 2026-11-27 18:00-19:00');
  });

  it('leaves an empty title when the sentence is only a date', () => {
    expect(parse('tomorrow 6pm').title).toBe('');
  });
});

describe('English times across daylight-saving changes', () => {
  it('Paris, spring forward (Sunday 29 March 2026): a skipped time moves forward by the gap', () => {
    const friday = new Date('2026-03-27T10:00:00Z');
    const at = (text: string) =>
      parseQuickAdd(text, { now: friday, timeZone: 'Europe/Paris', language: 'en' });
    expect(at('Brunch sunday 10am')).toMatchObject({
      start: '2026-03-29T10:00:00+02:00',
      end: '2026-03-29T11:00:00+02:00',
    });
    expect(at('Night bus sunday 2:30am')).toMatchObject({ start: '2026-03-29T03:30:00+02:00' });
    expect(at('Party saturday 11pm for 4 hours')).toMatchObject({
      start: '2026-03-28T23:00:00+01:00',
      end: '2026-03-29T04:00:00+02:00',
    });
    expect(at('Hike sunday all day')).toMatchObject({
      start: '2026-03-29T00:00:00+01:00',
      end: '2026-03-30T00:00:00+02:00',
    });
  });

  it('New York, spring forward (Sunday 8 March 2026) and fall back (Sunday 1 November 2026)', () => {
    const march = new Date('2026-03-06T15:00:00Z');
    const nov = new Date('2026-10-30T14:00:00Z');
    const ny = (text: string, at: Date) =>
      parseQuickAdd(text, { now: at, timeZone: 'America/New_York', language: 'en' });
    expect(ny('Brunch sunday 11am', march)).toMatchObject({ start: '2026-03-08T11:00:00-04:00' });
    expect(ny('Call sunday 2:30am', march)).toMatchObject({ start: '2026-03-08T03:30:00-04:00' });
    expect(ny('Standup monday 9am', march)).toMatchObject({ start: '2026-03-09T09:00:00-04:00' });
    // 01:30 happens twice on 1 November: the first one (still daylight time) is taken.
    expect(ny('Late call sunday 1:30am', nov)).toMatchObject({
      start: '2026-11-01T01:30:00-04:00',
      end: '2026-11-01T01:30:00-05:00',
    });
    expect(ny('Gym every sunday 9am', nov)).toMatchObject({
      start: '2026-11-01T09:00:00-05:00',
      recurrence: 'weekly',
    });
  });

  it('counts "tomorrow" from the day in the given zone', () => {
    const lateUtc = new Date('2026-11-25T23:30:00Z'); // Thursday 00:30 in Paris, Wednesday 18:30 in New York
    const due = (timeZone: string) =>
      parseQuickAdd('Pay bill tomorrow', { now: lateUtc, timeZone, language: 'en' }).deadline;
    expect(due('Europe/Paris')).toBe('2026-11-27');
    expect(due('America/New_York')).toBe('2026-11-26');
  });
});

describe("in the calendar's field, a day alone is an all-day event", () => {
  const inCalendar = (text: string) =>
    parseQuickAdd(text, { now, timeZone: 'Europe/Paris', language: 'en', dayAlone: 'event' });
  it.each([
    ['Lea’s birthday saturday', 'Lea’s birthday', 'event 2026-11-28 allday'],
    ['Read 1984 tomorrow', 'Read 1984', 'event 2026-11-26 allday'],
    ['School trip dec 3', 'School trip', 'event 2026-12-03 allday'],
    // What says "task" still does; what has no day stays a task; a time still makes a timed event.
    ['Hand in the report by friday', 'Hand in the report', 'task due 2026-11-27'],
    ['Tax return friday urgent', 'Tax return', 'task due 2026-11-27 !high'],
    ['Buy milk', 'Buy milk', 'task'],
    ['Dentist friday 14:30', 'Dentist', 'event 2026-11-27 14:30-15:30'],
  ])('%s', (text, title, summary) => {
    const result = inCalendar(text);
    expect({ title: result.title, summary: summarize(result) }).toEqual({ title, summary });
    // The tasks' field keeps a day alone as a deadline.
    if (summary.endsWith('allday')) expect(parse(text).kind).toBe('task');
  });
});
