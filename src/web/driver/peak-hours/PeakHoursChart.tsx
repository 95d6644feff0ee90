import { LineChart } from '@mui/x-charts/LineChart';

/** The week's failed bookings by hour; loaded on its own so the chart library stays out of the entry. */
export default function PeakHoursChart({
  data,
  label,
  hourAxis,
}: {
  data: { hour: number; total: number }[];
  label: string;
  hourAxis: string;
}) {
  return (
    <LineChart
      height={220}
      xAxis={[{ data: data.map((row) => row.hour), scaleType: 'point', label: hourAxis }]}
      // Counts of bookings: whole numbers on the axis.
      yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => String(Math.round(value)) }]}
      series={[{ data: data.map((row) => row.total), label, area: true }]}
      margin={{ left: 30, right: 10 }}
    />
  );
}
