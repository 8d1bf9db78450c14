/**
 * Browser entry for bench/compare-browser.ts: the real CompareChart (the component the
 * /compare page renders) with N synthetic points, outside Next.js so no debug switch has
 * to ship in the app. Bundled by esbuild; window.__compareBench reports timings.
 */
import { createElement, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { CompareChart } from "@/components/compare/compare-chart";
import { FAMILY_KEYS, type FamilyKey } from "@/lib/compare/families";
import type { ComparePoint, PointSeries } from "@/lib/compare/types";

/** Durations from 10 s to a day and costs from $5 to $5,000, spread evenly on the log axes. */
const MIN_SECONDS = 10;
const MAX_SECONDS = 86_400;
const MIN_USD = 5;
const MAX_USD = 5000;

/** Deterministic (Park-Miller) so every run draws the same chart. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

function logUniform(r: number, min: number, max: number): number {
  return Math.exp(Math.log(min) + r * (Math.log(max) - Math.log(min)));
}

/** 60% modelled, 30% published, 10% uploads; every measured point twins a modelled one (a joining line). */
export function syntheticPoints(count: number): ComparePoint[] {
  const next = random(42);
  const points: ComparePoint[] = [];
  for (let i = 0; i < count; i += 1) {
    const slot = i % 10;
    const series: PointSeries = slot < 6 ? "model" : slot < 9 ? "dataset" : "upload";
    const family = FAMILY_KEYS[Math.floor(next() * FAMILY_KEYS.length)] as FamilyKey;
    const twin = series === "model" ? i : i - slot;
    const status = next();
    points.push({
      id: `${series}:${i}`,
      series,
      configKey: `config-${twin}`,
      optionId: "ebs-gp3",
      href: "/options/ebs-gp3",
      label: `Synthetic option ${i}`,
      family: series === "model" ? family : (points[twin]?.family ?? family),
      shared: next() > 0.5,
      durability: "multiAz",
      configuration: "defaults",
      durationSecondsPerDay: logUniform(next(), MIN_SECONDS, MAX_SECONDS),
      monthlyCostUsd: logUniform(next(), MIN_USD, MAX_USD),
      durationRange: null,
      costRange: null,
      costParts: { storage: 10, throughput: 5, requests: 1, provisioned: 0, other: 0 },
      bottleneck: "synthetic",
      priceStatus: status < 0.05 ? "missing" : status < 0.1 ? "unconfirmed" : "priced",
      source: "bench",
      notes: [],
    });
  }
  return points;
}

declare global {
  interface Window {
    __compareBench: { renderStart: number; setFamilies?: (families: FamilyKey[]) => void; opened: number };
  }
}

const count = Number(new URLSearchParams(window.location.search).get("points") ?? 2000);
const points = syntheticPoints(count);
window.__compareBench = { renderStart: performance.now(), opened: 0 };

function onOpen() {
  window.__compareBench.opened += 1;
}

function Bench() {
  const [families, setFamilies] = useState<FamilyKey[]>([...FAMILY_KEYS]);
  useEffect(() => {
    window.__compareBench.setFamilies = setFamilies;
  }, []);
  return createElement(
    "main",
    { className: "container" },
    createElement("h1", { id: "bench-title" }, `${count} synthetic points`),
    createElement(CompareChart, { points, families, labelledBy: "bench-title", onOpen }),
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(createElement(Bench));
