// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './table-scroll-area';

describe("the table scroll container's box", () => {
  it("scrolls its content in the browser's own box, and takes none of the scroll area's props as attributes", () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(
      <ScrollArea
        ref={ref}
        offsetScrollbars="x"
        scrollbarSize={8}
        type="auto"
        className="box"
        style={{ maxHeight: 300 }}
        data-testid="box"
      >
        <table />
      </ScrollArea>,
    );
    const box = container.firstElementChild as HTMLDivElement;
    expect(ref.current).toBe(box);
    expect(box.tagName).toBe('DIV');
    expect(box.className).toBe('box');
    expect(box.style.overflow).toBe('auto');
    expect(box.style.maxHeight).toBe('300px');
    expect(box.querySelector('table')).not.toBeNull();
    expect(box.getAttributeNames().sort()).toEqual(['class', 'data-testid', 'style']);
  });
});
