import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenInView } from './WhenInView';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as never));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

const chart = () => (
  <WhenInView placeholder={<p>Loading the graph…</p>}>
    <p>The graph</p>
  </WhenInView>
);

describe('WhenInView', () => {
  it('holds the place until it comes into view, then shows its children for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(chart());
    expect(screen.getByText('Loading the graph…')).toBeTruthy();
    expect(screen.queryByText('The graph')).toBeNull();
    const [observer] = FakeObserver.all;
    observer!.enter(false);
    expect(screen.queryByText('The graph')).toBeNull();
    observer!.enter(true);
    expect(screen.getByText('The graph')).toBeTruthy();
    expect(screen.queryByText('Loading the graph…')).toBeNull();
    expect(observer!.disconnected).toBe(true);
  });

  it('shows its children as soon as the reader scrolls, wherever the place is', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(chart());
    expect(screen.queryByText('The graph')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('The graph')).toBeTruthy();
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
  });

  it('shows its children at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(chart());
    expect(screen.getByText('The graph')).toBeTruthy();
  });
});
