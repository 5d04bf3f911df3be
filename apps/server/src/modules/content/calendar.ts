/** Today's date in India (the association's calendar), as YYYY-MM-DD. */
export const indianToday = (now: Date): string =>
  now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
