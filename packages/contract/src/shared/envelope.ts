import { z } from 'zod';
import { errorCodeList } from './error-codes.js';

/** Every response, errors included, has this shape: `success`, a `message` to show, and its `data`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

/** A refusal: the envelope with `success: false` and the stable `code` programs branch on. */
export const errorBody = envelope(
  z
    .object({
      /** Field path (dot separated) -> message, for validation errors. */
      fields: z.record(z.string(), z.string()).optional(),
    })
    .catchall(z.unknown())
    .nullable(),
).extend({ code: z.enum(errorCodeList) });
export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { success: boolean; message: string; data: T };
