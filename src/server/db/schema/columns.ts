import { timestamp } from 'drizzle-orm/pg-core';

/** A moment, kept with its time zone (`timestamptz`) and read as a Date, as every time column is. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
