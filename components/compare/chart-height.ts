export const CHART_HEIGHT_PX = 460;
