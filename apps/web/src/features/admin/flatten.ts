/** A nested page as "a.b.c" → value pairs, so a simple editor can show one field per leaf. */
export function flatten(value: unknown, prefix = ''): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      Object.assign(result, flatten(item, prefix ? `${prefix}.${index}` : String(index)));
    }
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      Object.assign(result, flatten(child, prefix ? `${prefix}.${key}` : key));
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    result[prefix] = value;
  }
  return result;
}

/** The inverse of flatten: numeric path parts become array indexes. */
export function unflatten(flat: Record<string, string | number | boolean>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = /^\d+$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        if (container[key] === undefined) container[key] = /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}
