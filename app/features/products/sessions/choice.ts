/** What the visitor has chosen so far: the scheduler's steps, as its address names them. */
export interface SchedulerChoice {
  type?: string;
  place?: string | null;
  day?: string;
  start?: number;
}

/** The address's query for a choice (`?art=…&ort=…&tag=…&zeit=…`), the scheduler loader's input. */
export function choiceQuery(choice: SchedulerChoice): string {
  const params = new URLSearchParams();
  if (choice.type) params.set("art", choice.type);
  if (choice.place) params.set("ort", choice.place);
  if (choice.day) params.set("tag", choice.day);
  if (choice.start !== undefined) params.set("zeit", String(choice.start));
  return `?${params.toString()}`;
}

/**
 * What the month calendar (day-calendar.tsx) adds to a day's choice: its label, and once hydrated
 * DayPicker's roving tab stop, keyboard handlers and a way to focus it.
 */
export interface ChoiceAttributes {
  "aria-label"?: string;
  tabIndex?: number;
  onKeyDown?: React.KeyboardEventHandler<HTMLElement>;
  onFocus?: React.FocusEventHandler<HTMLElement>;
  onBlur?: React.FocusEventHandler<HTMLElement>;
  ref?: (node: HTMLElement | null) => void;
}

/**
 * One option of a step (a kind, place, day or time) and how it reaches its choice: a GET link on
 * /termin (`LinkChoice`), a button that loads the step in the contact page's dialog.
 */
export interface ChoiceProps {
  choice: SchedulerChoice;
  current: boolean;
  className: string;
  attributes?: ChoiceAttributes;
  children: React.ReactNode;
}
