import { z } from 'zod';

/**
 * Who may call a route. Enforced by the server in one place from the route table. A `secretary` is a
 * signed-in account the administrators made the secretary of one or more districts.
 */
export type Access = 'public' | 'user' | 'secretary' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Schema of `data` in the success envelope. */
  data: z.ZodType;
  /** HTTP status of success (200 unless stated). */
  status?: number;
  /** multipart/form-data upload: the body is not JSON and not validated by `body`. */
  multipart?: boolean;
  /** Answers with a file (PDF, image) rather than the JSON envelope on success. */
  file?: boolean;
}

export const route = <const R extends RouteDef>(def: R) => def;
export const noData = z.null();

/** The path of `/api/x/:id` style routes filled in. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
