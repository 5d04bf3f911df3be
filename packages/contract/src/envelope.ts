import { z } from 'zod';

/** Every response, errors included, has this shape (shared/API.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorBody = envelope(
  z
    .object({
      /** Field path (dot separated) -> message, for validation errors. */
      fields: z.record(z.string(), z.string()).optional(),
    })
    .catchall(z.unknown())
    .nullable(),
);
export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { success: boolean; message: string; data: T };
