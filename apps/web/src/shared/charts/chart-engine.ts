// The chart library, as little of it as the portal's charts need: echarts' core with the line, bar,
// pie and funnel charts, their grid, tooltip and legend, the mark line (a target as a reference line),
// drawn on a canvas. Imported only through `Chart`'s `onDemand`, so it is a chunk of its own that
// only a page showing a chart loads, after the page itself: the login page and the shell never do.
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([
  LineChart,
  BarChart,
  PieChart,
  FunnelChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { init };
export type { ECharts } from 'echarts/core';
