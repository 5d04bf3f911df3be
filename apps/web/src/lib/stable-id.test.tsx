import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './stable-id';

function Field({ id, onDraw }: { id?: string; onDraw: (id: string) => void }) {
  const given = useId(id);
  onDraw(given);
  return <input id={given} aria-label="Name" />;
}

describe('the ids Mantine’s components get', () => {
  it('are drawn once, stay the same, and differ between fields', () => {
    const drawn: string[] = [];
    function Two() {
      const [, rerender] = useState(0);
      return (
        <>
          <Field onDraw={(id) => drawn.push(`a:${id}`)} />
          <Field onDraw={(id) => drawn.push(`b:${id}`)} />
          <button type="button" onClick={() => rerender((n) => n + 1)} />
        </>
      );
    }
    render(<Two />);
    expect(drawn).toHaveLength(2);
    const [a, b] = drawn.map((entry) => entry.slice(2));
    expect(a).toMatch(/^mantine-/);
    expect(a).not.toBe(b);
  });

  it('keep an id given', () => {
    const drawn: string[] = [];
    render(<Field id="full-name" onDraw={(id) => drawn.push(id)} />);
    expect(drawn).toEqual(['full-name']);
  });
});
