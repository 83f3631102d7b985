import { format } from 'date-fns';

/** A message's time as an organizer reads it on the list and the keepsake: "Jun 4, 2026, 9:30 PM". */
export function formatWhen(date: Date): string {
  return format(date, 'MMM d, yyyy, h:mm a');
}
