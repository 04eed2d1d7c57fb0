// The chart library, as little of it as the price charts need: echarts' core with the line chart,
// its tooltip, legend and grid, drawn on a canvas. Imported only through PriceChart's `onDemand`, so
// it is a chunk of its own that only a page showing a chart loads, after the page itself.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
export type { ECharts } from 'echarts/core';
