// Path-data builders for the generated ornaments: stars, rosettes, crescents, polygons, arcs. All in a
// 100 × 100 (or given) viewBox, numbers rounded to 2 decimals so stored paths stay short.
const r2 = (n: number) => Math.round(n * 100) / 100;
const pt = (x: number, y: number) => `${r2(x)} ${r2(y)}`;
const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};

export function polyline(points: readonly [number, number][], closed = true): string {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${pt(x, y)}`).join(" ") + (closed ? " Z" : "");
}

/** Regular polygon with `n` corners, the first one at the top. */
export function polygon(n: number, cx = 50, cy = 50, r = 48, rotate = 0): string {
  return polyline(Array.from({ length: n }, (_, i) => polar(cx, cy, r, rotate + (360 * i) / n)));
}

/** Star with `n` points; `inner` = inner radius / outer radius. */
export function star(n: number, inner: number, cx = 50, cy = 50, r = 48, rotate = 0): string {
  return polyline(Array.from({ length: n * 2 }, (_, i) => polar(cx, cy, i % 2 ? r * inner : r, rotate + (180 * i) / n)));
}

/** Star polygon {n/k}: the Islamic interlaced star, as its outline (points where the lines cross). */
export function starPolygon(n: number, k: number, cx = 50, cy = 50, r = 48, rotate = 0): string {
  // Inner radius of {n/k}: where edge (0 → k) crosses edge (1 → 1-k).
  const inner = (r * Math.cos((Math.PI * k) / n)) / Math.cos((Math.PI * (k - 1)) / n);
  return star(n, inner / r, cx, cy, r, rotate);
}

export function circle(cx: number, cy: number, r: number): string {
  return `M${pt(cx - r, cy)} a${r2(r)} ${r2(r)} 0 1 0 ${r2(2 * r)} 0 a${r2(r)} ${r2(r)} 0 1 0 ${r2(-2 * r)} 0 Z`;
}

export function rect(x: number, y: number, w: number, h: number, rx = 0): string {
  if (rx <= 0) return `M${pt(x, y)} h${r2(w)} v${r2(h)} h${r2(-w)} Z`;
  return `M${pt(x + rx, y)} h${r2(w - 2 * rx)} a${r2(rx)} ${r2(rx)} 0 0 1 ${r2(rx)} ${r2(rx)} v${r2(h - 2 * rx)} a${r2(rx)} ${r2(rx)} 0 0 1 ${r2(-rx)} ${r2(rx)} h${r2(-(w - 2 * rx))} a${r2(rx)} ${r2(rx)} 0 0 1 ${r2(-rx)} ${r2(-rx)} v${r2(-(h - 2 * rx))} a${r2(rx)} ${r2(rx)} 0 0 1 ${r2(rx)} ${r2(-rx)} Z`;
}

/** Rosette: `n` petals (quadratic lobes) between radius `r0` and `r`. */
export function rosette(n: number, r0: number, r: number, cx = 50, cy = 50, bulge = 1.25): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a0 = (360 * i) / n;
    const a1 = (360 * (i + 1)) / n;
    const [x0, y0] = polar(cx, cy, r0, a0);
    const [x1, y1] = polar(cx, cy, r0, a1);
    const [qx, qy] = polar(cx, cy, r * bulge, (a0 + a1) / 2);
    parts.push(`${i ? "L" : "M"}${pt(x0, y0)} Q${pt(qx, qy)} ${pt(x1, y1)}`);
  }
  return parts.join(" ") + " Z";
}

/** Petal flower: `n` pointed petals from the centre. */
export function petals(n: number, len: number, width: number, cx = 50, cy = 50, rotate = 0): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = rotate + (360 * i) / n;
    const [tx, ty] = polar(cx, cy, len, a);
    const [lx, ly] = polar(cx, cy, len * 0.55, a - width);
    const [rx, ry] = polar(cx, cy, len * 0.55, a + width);
    parts.push(`M${pt(cx, cy)} Q${pt(lx, ly)} ${pt(tx, ty)} Q${pt(rx, ry)} ${pt(cx, cy)} Z`);
  }
  return parts.join(" ");
}

/** Crescent: the disc (cx, cy, r) minus a disc of radius r·k moved right by r·shift, opening to the right. */
export function crescent(cx: number, cy: number, r: number, k: number, shift: number): string {
  const r1 = r * k;
  const dx = r * shift;
  // Where the two circles meet: x measured from the outer centre.
  const x = (r * r - r1 * r1 + dx * dx) / (2 * dx);
  const y = Math.sqrt(Math.max(0, r * r - x * x));
  const top = pt(cx + x, cy - y);
  const bottom = pt(cx + x, cy + y);
  return `M${top} A${r2(r)} ${r2(r)} 0 1 0 ${bottom} A${r2(r1)} ${r2(r1)} 0 1 1 ${top} Z`;
}

/** Zigzag seal edge (a starburst) with `n` teeth. */
export function burst(n: number, r: number, depth: number, cx = 50, cy = 50): string {
  return star(n, 1 - depth, cx, cy, r);
}

/** Scalloped circle: `n` round bumps of the given radius on a circle. */
export function scallopCircle(n: number, r: number, cx = 50, cy = 50): string {
  const parts: string[] = [];
  const bump = r * Math.sin(Math.PI / n) * 1.02;
  for (let i = 0; i <= n; i++) {
    const [x, y] = polar(cx, cy, r, (360 * i) / n);
    parts.push(i === 0 ? `M${pt(x, y)}` : `A${r2(bump)} ${r2(bump)} 0 0 1 ${pt(x, y)}`);
  }
  return parts.join(" ") + " Z";
}

/** Pointed (Islamic) arch window of width w and height h standing on (x, y + h). */
export function arch(x: number, y: number, w: number, h: number): string {
  const shoulder = y + w * 0.55;
  return `M${pt(x, y + h)} L${pt(x, shoulder)} Q${pt(x, y + w * 0.05)} ${pt(x + w / 2, y)} Q${pt(x + w, y + w * 0.05)} ${pt(x + w, shoulder)} L${pt(x + w, y + h)} Z`;
}

export { r2, pt, polar };
