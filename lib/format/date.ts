const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A date only as precise as its source: "2023", "December 2023", "5 March 2024".
 * Takes "YYYY", "YYYY-MM" or "YYYY-MM-DD"; anything else is returned unchanged.
 */
export function formatPartialDate(date: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const monthName = month === undefined ? undefined : MONTHS[Number(month) - 1];
  if (monthName === undefined) return year ?? date;
  if (day === undefined) return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}
