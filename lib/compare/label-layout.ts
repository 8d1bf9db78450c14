/**
 * Places short chart labels ("#1", "#2") beside their points so that no two overlap and
 * none leaves the plot area. Pure geometry in px, so it is tested without a browser.
 *
 * Each label prefers the spot up and to the left of its point (where the chart drew it
 * before). It is then clamped into the bounds, and labels that would overlap are pushed
 * apart vertically: first downwards in order of height, then, if that pushed one past the
 * bottom, back upwards. Labels that share no horizontal span never collide, so only those
 * whose boxes overlap in x are moved.
 */

export interface LabelRequest {
  id: string;
  /** The point's position. */
  x: number;
  y: number;
  text: string;
}

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** Top-left corner and size of the label's box. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelStyle {
  /** Width of one character, in px (12 px bold digits and "#" are about 7.5 px). */
  charWidth: number;
  height: number;
  /** Gap from the point to the label's box. */
  gap: number;
  /** Space kept between two labels. */
  padding: number;
}

export const RANK_LABEL_STYLE: LabelStyle = { charWidth: 7.5, height: 14, gap: 7, padding: 1 };

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}

function overlapsInX(a: PlacedLabel, b: PlacedLabel, padding: number): boolean {
  return a.x < b.x + b.width + padding && b.x < a.x + a.width + padding;
}

function preferred(request: LabelRequest, bounds: Bounds, style: LabelStyle): PlacedLabel {
  const width = Math.ceil(request.text.length * style.charWidth);
  const height = style.height;
  // Up-left of the point; if that leaves the plot on the left, the right side of the point.
  const leftX = request.x - style.gap - width;
  const x = leftX >= bounds.left ? leftX : request.x + style.gap;
  return {
    id: request.id,
    text: request.text,
    x: clamp(x, bounds.left, bounds.right - width),
    y: clamp(request.y - style.gap - height, bounds.top, bounds.bottom - height),
    width,
    height,
  };
}

/** Pushes each label below the ones above it that it overlaps in x (rows in order of y). */
function pushDown(labels: PlacedLabel[], padding: number): void {
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!;
    // Moving below one label can put it on another already checked: repeat until it rests (it only moves down).
    for (let moved = true; moved;) {
      moved = false;
      for (const above of labels.slice(0, i)) {
        if (
          overlapsInX(label, above, padding) &&
          label.y < above.y + above.height + padding &&
          label.y + label.height + padding > above.y
        ) {
          label.y = above.y + above.height + padding;
          moved = true;
        }
      }
    }
  }
}

/** The mirror of pushDown, from the bottom edge up. */
function pushUp(labels: PlacedLabel[], bottom: number, padding: number): void {
  for (let i = labels.length - 1; i >= 0; i--) {
    const label = labels[i]!;
    label.y = Math.min(label.y, bottom - label.height);
    for (let moved = true; moved;) {
      moved = false;
      for (const below of labels.slice(i + 1)) {
        if (
          overlapsInX(label, below, padding) &&
          label.y + label.height + padding > below.y &&
          label.y < below.y + below.height + padding
        ) {
          label.y = below.y - label.height - padding;
          moved = true;
        }
      }
    }
  }
}

export function layoutLabels(
  requests: readonly LabelRequest[],
  bounds: Bounds,
  style: LabelStyle = RANK_LABEL_STYLE,
): PlacedLabel[] {
  const labels = requests.map((r) => preferred(r, bounds, style)).sort((a, b) => a.y - b.y || a.x - b.x);
  pushDown(labels, style.padding);
  if (labels.some((l) => l.y + l.height > bounds.bottom)) pushUp(labels, bounds.bottom, style.padding);
  // If the labels do not fit in the height at all, the top ones stay inside and the overlap is the lesser harm.
  for (const l of labels) l.y = clamp(l.y, bounds.top, bounds.bottom - l.height);
  return labels;
}
