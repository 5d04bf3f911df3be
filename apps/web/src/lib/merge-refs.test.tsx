import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Box({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div data-testid="box" ref={useMergeRefs(refs)} />;
}

describe('useMergeRefs', () => {
  it('gives the element to every ref, object or function, and takes it back when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callbackRef = vi.fn();
    const { getByTestId, unmount } = render(<Box refs={[objectRef, undefined, callbackRef]} />);
    const box = getByTestId('box');
    expect(objectRef.current).toBe(box);
    expect(callbackRef).toHaveBeenLastCalledWith(box);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(callbackRef).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    const { unmount } = render(<Box refs={[callbackRef]} />);
    expect(callbackRef).toHaveBeenCalledTimes(1);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callbackRef).toHaveBeenCalledTimes(1);
  });
});
