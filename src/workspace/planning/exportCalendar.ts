import type { BoardItem } from './boardModel';
import { calendarEvents, type EventTexts } from './boardOrders';
import { writeCalendar } from './ics';

export interface ExportInput {
  items: readonly BoardItem[];
  ordersBaseUrl: string;
  appOrigin: string;
  calendarName: string;
  texts: EventTexts;
  now: Date;
}

/** The board's dated orders as an `.ics` text (one all-day event per order). */
export function boardCalendar(input: ExportInput): string {
  return writeCalendar(
    calendarEvents(input.items, input.ordersBaseUrl, input.appOrigin, input.texts),
    {
      productId: '-//Circular services//Planning board//EN',
      name: input.calendarName,
      now: input.now,
    },
  );
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
