// The slice of the Canvas 2D API the renderer uses. Both the browser's CanvasRenderingContext2D and
// @napi-rs/canvas's context (PNG canvases and PDFDocument pages) satisfy it structurally, so the
// drawing code has no DOM or Node imports.
export interface Gradient {
  addColorStop(offset: number, color: string): void;
}

/** Anything drawImage accepts on the side doing the drawing (HTMLImageElement, @napi-rs Image…). */
export interface DrawableImage {
  readonly width: number;
  readonly height: number;
}

export interface DrawContext {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  globalAlpha: number;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: string;
  font: string;
  textAlign: string;
  textBaseline: string;
  direction: string;
  letterSpacing?: string;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void;
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void;
  fill(): void;
  stroke(): void;
  clip(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  lineJoin: string;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  getTransform(): { a: number; b: number; c: number; d: number; e: number; f: number };
  measureText(text: string): { width: number };
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): Gradient;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): Gradient;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  drawImage(image: any, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

/** Loads an image by src (data: URL, /uploads/…); resolves null when it cannot be loaded, so a broken image never breaks a render. */
export type LoadImage = (src: string) => Promise<DrawableImage | null>;
