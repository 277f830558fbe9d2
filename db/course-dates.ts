/**
 * One date of a course (issue 55, decision 0203): an event with two or more dates is a course, one
 * booking for all of them. Times are Berlin wall-clock times like the event's own (`yyyy-MM-dd`,
 * `HH:mm`); `id` is stable while the date exists (attendance, reminders and calendar entries name it).
 */
export interface CourseDate {
  id: string;
  event_date: string;
  start_time: string;
  end_time: string;
  /** The place as the coach writes it ("Studio Klarsinn, Hagenmarkt 7, Braunschweig", "Online (Zoom)"). */
  location: string;
  online: boolean;
}
