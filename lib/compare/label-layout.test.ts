import { describe, expect, it } from "vitest";
import { layoutLabels, type Bounds, type PlacedLabel } from "./label-layout";

const BOUNDS: Bounds = { left: 60, top: 30, right: 360, bottom: 300 };

function disjoint(a: PlacedLabel, b: PlacedLabel): boolean {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

function inside(l: PlacedLabel, b: Bounds): boolean {
  return l.x >= b.left && l.y >= b.top && l.x + l.width <= b.right && l.y + l.height <= b.bottom;
}

function expectTidy(labels: PlacedLabel[], bounds: Bounds = BOUNDS) {
  for (const l of labels) expect(inside(l, bounds), `${l.text} inside`).toBe(true);
  for (const [i, a] of labels.entries())
    for (const b of labels.slice(i + 1)) expect(disjoint(a, b), `${a.text} / ${b.text}`).toBe(true);
}

describe("layoutLabels", () => {
  it("keeps a lone label up and to the left of its point", () => {
    const [label] = layoutLabels([{ id: "a", x: 200, y: 150, text: "#1" }], BOUNDS);
    expect(label!.x + label!.width).toBeLessThan(200);
    expect(label!.y + label!.height).toBeLessThan(150);
  });

  it("separates labels of points drawn on top of each other", () => {
    const labels = layoutLabels(
      [
        { id: "a", x: 200, y: 150, text: "#1" },
        { id: "b", x: 201, y: 151, text: "#2" },
        { id: "c", x: 203, y: 149, text: "#3" },
      ],
      BOUNDS,
    );
    expectTidy(labels);
  });

  it("moves a label off the left edge to the right of its point (the clipped #1 at 390 px)", () => {
    const [label] = layoutLabels([{ id: "a", x: 62, y: 100, text: "#1" }], BOUNDS);
    expect(label!.x).toBeGreaterThanOrEqual(62);
    expectTidy([label!]);
  });

  it("keeps labels of points on the top and bottom edges inside", () => {
    const labels = layoutLabels(
      [
        { id: "a", x: 300, y: 30, text: "#1" },
        { id: "b", x: 300, y: 300, text: "#2" },
        { id: "c", x: 302, y: 299, text: "#3" },
        { id: "d", x: 359, y: 298, text: "#4" },
      ],
      BOUNDS,
    );
    expectTidy(labels);
  });

  it("leaves labels far apart in x where they were", () => {
    const labels = layoutLabels(
      [
        { id: "a", x: 120, y: 150, text: "#1" },
        { id: "b", x: 300, y: 150, text: "#2" },
      ],
      BOUNDS,
    );
    expect(labels[0]!.y).toBe(labels[1]!.y);
    expectTidy(labels);
  });
});
