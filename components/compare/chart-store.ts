"use client";

import { createContext, useContext, useSyncExternalStore } from "react";
import type { ComparePoint } from "@/lib/compare/types";

/**
 * Hover and focus state of the chart, outside React state on purpose: the chart can hold
 * thousands of points, and a hover must not re-render all of them. Each marker subscribes
 * to the one fact it needs (is it the roving focus target, is it highlighted), so a change
 * re-renders two markers and the tooltip.
 */

export interface TipState {
  id: string;
  /** The point's centre in the chart's pixels. */
  x: number;
  y: number;
  /** Open to the left / upwards, so the tooltip stays inside the chart. */
  flipX: boolean;
  flipY: boolean;
}

export interface ChartState {
  /** The point that takes Tab (roving tabindex); null: the first in keyboard order. */
  focusId: string | null;
  tip: TipState | null;
  /** Visible point ids in keyboard order (by duration, then cost). */
  order: readonly string[];
  orderIndex: ReadonlyMap<string, number>;
}

/** The point that takes Tab: the last one focused while it is visible, else the first. */
export function tabStop(state: ChartState): string | undefined {
  return state.focusId !== null && state.orderIndex.has(state.focusId) ? state.focusId : state.order[0];
}

export interface ChartStore {
  get: () => ChartState;
  set: (patch: Partial<ChartState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createChartStore(): ChartStore {
  let state: ChartState = { focusId: null, tip: null, order: [], orderIndex: new Map() };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Stable for the chart's life (toggling a family must not re-render every marker). */
export interface ChartContextValue {
  store: ChartStore;
  onOpen: (point: ComparePoint) => void;
  /** Moves focus to the point at `index` of the keyboard order. */
  focusAt: (index: number) => void;
  /** Points drawn with a permanent ring and a short label beside them (the advisor's candidates). */
  highlights: ReadonlyMap<string, string>;
}

export const ChartContext = createContext<ChartContextValue | null>(null);

export function useChartContext(): ChartContextValue {
  const value = useContext(ChartContext);
  if (!value) throw new Error("chart markers render inside <CompareChart>");
  return value;
}

export function useChartSelector<T>(store: ChartStore, select: (state: ChartState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
