/**
 * happy-dom has no 2D canvas, and G2 (the screens' charts) draws on one. Give canvases a context
 * that accepts every drawing call and measures text (about 7 px a character), so a chart mounts
 * and lays out in ui tests; what it draws is checked in Chromium.
 */
const proto = globalThis.HTMLCanvasElement?.prototype;
if (proto && !document.createElement('canvas').getContext('2d')) {
  const noop = () => undefined;
  const pixels = (_x = 0, _y = 0, w = 1, h = 1) => ({ width: w, height: h, data: new Uint8ClampedArray(Math.max(1, w * h * 4)) });
  const specials: Record<string, unknown> = {
    measureText: (text: string) => ({ width: String(text).length * 7, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 }),
    getImageData: pixels,
    createImageData: (w = 1, h = 1) => pixels(0, 0, w, h),
    createLinearGradient: () => ({ addColorStop: noop }),
    createRadialGradient: () => ({ addColorStop: noop }),
    createPattern: () => ({ setTransform: noop }),
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    isPointInPath: () => false,
    isPointInStroke: () => false,
    getLineDash: () => [],
  };
  proto.getContext = function getContext(this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    const state: Record<string | symbol, unknown> = { canvas: this, font: '10px sans-serif' };
    return new Proxy(state, {
      get: (target, prop) => (prop in target ? target[prop] : typeof prop === 'string' && prop in specials ? specials[prop] : noop),
      set: (target, prop, value) => { target[prop] = value; return true; },
    }) as unknown as CanvasRenderingContext2D;
  } as typeof proto.getContext;
}
