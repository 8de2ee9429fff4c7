// Only what the line chart uses, so the 4xChart chunk does not carry all of echarts.
import { LineChart } from 'echarts/charts';
import { GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TitleComponent, TooltipComponent, SVGRenderer]);

export { echarts };
