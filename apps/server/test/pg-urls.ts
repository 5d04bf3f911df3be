/** The same server as `url`, another database. */
export const databaseUrlFor = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** A connection for CREATE/DROP DATABASE: the server's maintenance database. */
export const adminUrl = (url: string): string => databaseUrlFor(url, 'postgres');
