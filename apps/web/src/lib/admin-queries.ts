import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** The query parameters of a contract route, as a caller passes them. */
export type QueryOf<R> = R extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** The body of a contract route, as a caller passes it. */
export type BodyOf<R> = R extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** Every administrative answer is cached below this key. */
export const adminQueryKey = ['admin'] as const;

/** After any administrative write the lists, counts and audit log may all have changed. */
export const useInvalidateAdmin = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKey });
};

/** The audit log's answers, refreshed after a write that records an entry without changing lists. */
export const auditQueryKey = ['admin', 'audit'] as const;
