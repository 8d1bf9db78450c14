// Apart from compare-chart.tsx so the lazy wrapper can size its placeholder without importing Recharts.
export const CHART_HEIGHT_PX = 460;
