import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearView } from './useNearView';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearView(ref) ? 'near' : 'far'}</div>;
}

describe('useNearView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is near once the element comes into view, and stays so', () => {
    type Notify = (entries: readonly { isIntersecting: boolean }[]) => void;
    const observers: { notify: Notify; margin?: string | undefined }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(notify: Notify, options?: IntersectionObserverInit) {
          observers.push({ notify, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = observers;
    expect(observer?.margin).toBe('0px');
    const seen = (isIntersecting: boolean) =>
      act(() => {
        observer?.notify([{ isIntersecting }]);
      });
    seen(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    seen(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is near at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
