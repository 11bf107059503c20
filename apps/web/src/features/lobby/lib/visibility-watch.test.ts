// The shared observer: one instance for every watched element, each callback once, cancel works.
import { afterEach, describe, expect, it, vi } from 'vitest';

type TCallback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(readonly callback: TCallback) {
    FakeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
}

async function load() {
  vi.resetModules();
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return import('./visibility-watch');
}

describe('watchVisibility', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares one observer and reports each element once, when it intersects', async () => {
    const { watchVisibility } = await load();
    const [a, b] = [{} as Element, {} as Element];
    const seen: string[] = [];
    watchVisibility(a, () => seen.push('a'));
    watchVisibility(b, () => seen.push('b'));
    expect(FakeObserver.instances).toHaveLength(1);
    const observer = FakeObserver.instances[0]!;
    observer.callback([
      { target: a, isIntersecting: true },
      { target: b, isIntersecting: false },
    ]);
    observer.callback([{ target: a, isIntersecting: true }]);
    expect(seen).toEqual(['a']);
    expect([...observer.observed]).toEqual([b]);
  });

  it('stops watching when cancelled', async () => {
    const { watchVisibility } = await load();
    const el = {} as Element;
    const onVisible = vi.fn();
    const cancel = watchVisibility(el, onVisible);
    cancel();
    FakeObserver.instances[0]!.callback([{ target: el, isIntersecting: true }]);
    expect(onVisible).not.toHaveBeenCalled();
    expect(FakeObserver.instances[0]!.observed.size).toBe(0);
  });
});
