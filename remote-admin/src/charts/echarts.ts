// The console's one echarts setup: only the chart types and components its pages draw, so the chunk
// does not carry all of echarts. Pages reach it through LazyChart, never from the shell.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TitleComponent, TooltipComponent, SVGRenderer]);

export { echarts };
