import { LineChart } from '@mui/x-charts/LineChart';

/** The week's failed bookings by hour; loaded on its own so the chart library stays out of the entry. */
export default function PeakHoursChart({
  data,
  label,
}: {
  data: { hour: number; total: number }[];
  label: string;
}) {
  return (
    <LineChart
      height={220}
      xAxis={[{ data: data.map((row) => row.hour), scaleType: 'point', label: 'Hour' }]}
      series={[{ data: data.map((row) => row.total), label, area: true }]}
      margin={{ left: 30, right: 10 }}
    />
  );
}
