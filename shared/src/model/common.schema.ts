// Small reusable zod pieces shared by every entity schema (dates, times, colours, ids).
import * as z from 'zod/mini';
import { MAX_YEAR, MIN_YEAR } from './constants';
import { hasVisibleText, isStorableText, isValidTimeZone, isYearInRange } from './checks';

const STORABLE = 'Contains a character that cannot be stored (NUL or an unpaired surrogate)';
const YEARS = `Must be a date between the years ${MIN_YEAR} and ${MAX_YEAR}`;

/** Any text the suite stores: up to `max` characters, no NUL, no unpaired surrogate. */
export const textSchema = (max: number) =>
  z.string().check(z.maxLength(max), z.refine(isStorableText, STORABLE));

/** Ids are letters, digits, '-' and '_' (UUIDs, 'local-...'): the same rule as the api's route ids. */
export const ID_MAX_LENGTH = 128;
export const idSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(ID_MAX_LENGTH),
    z.regex(/^[\w-]+$/, 'Ids are letters, digits, - and _'),
  );
/** An identity given by another calendar (an ICS UID, maybe with "#" and a RECURRENCE-ID): any storable text. */
export const EXTERNAL_ID_MAX_LENGTH = 1024;
export const externalIdSchema = textSchema(EXTERNAL_ID_MAX_LENGTH).check(z.minLength(1));
/** ISO 8601 date-time with an offset, e.g. 2026-11-22T09:00:00+01:00 or ...Z, in years 1900-2200. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .check(z.refine(isYearInRange, YEARS));
/** ISO calendar date, e.g. 2026-11-22, in years 1900-2200. */
export const isoDateSchema = z.iso.date().check(z.refine(isYearInRange, YEARS));
/** Epoch milliseconds. */
export const timestampSchema = z.number().check(z.int(), z.nonnegative());
export const hhmmSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM'));
export const hhmmssSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/, 'Expected a duration or time HH:MM:SS'));
export const colorSchema = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #RRGGBB'));
export const titleSchema = textSchema(200).check(z.refine(hasVisibleText, 'Title cannot be empty'));
export const descriptionSchema = textSchema(5000);

export const timeZoneSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(64),
    z.refine(isValidTimeZone, 'Unknown time zone: use an IANA name such as Europe/Paris, or UTC'),
  );
