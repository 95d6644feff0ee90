import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import ElectricRickshawIcon from '@mui/icons-material/ElectricRickshaw';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import Box from '@mui/material/Box';
import type { OnlineDriver } from '@schemas/driver';
import { colorSwatch } from './map-logic';

const GLYPHS = {
  motorcycle: TwoWheelerIcon,
  tricycle: ElectricRickshawIcon,
  car: DirectionsCarIcon,
} as const;

export function VehicleGlyph({
  vehicle,
  fontSize = 22,
}: {
  vehicle: OnlineDriver['vehicle_type'];
  fontSize?: number;
}) {
  const Glyph = GLYPHS[vehicle] ?? TwoWheelerIcon;
  return <Glyph sx={{ fontSize }} aria-hidden />;
}

export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      title={color}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: colorSwatch(color),
        border: '2px solid',
        borderColor: 'rgba(0,0,0,0.35)',
      }}
    />
  );
}

/** The map pin of one online driver: vehicle glyph, and the tricycle's colour as a dot. */
export function DriverPin({ driver, selected }: { driver: OnlineDriver; selected: boolean }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: 40,
        height: 40,
        borderRadius: '50% 50% 50% 0',
        transform: 'rotate(-45deg)',
        bgcolor: selected ? 'secondary.main' : 'primary.main',
        border: '2px solid #fff',
        boxShadow: '0 2px 6px rgba(0,0,0,0.35)',
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        mb: '4px',
      }}
    >
      <Box sx={{ transform: 'rotate(45deg)', display: 'grid', placeItems: 'center' }}>
        <VehicleGlyph vehicle={driver.vehicle_type} />
      </Box>
      {driver.vehicle_type === 'tricycle' && (
        <Box sx={{ position: 'absolute', top: -3, right: -3, transform: 'rotate(45deg)', display: 'flex' }}>
          <ColorDot color={driver.color} />
        </Box>
      )}
    </Box>
  );
}

/** The visitor's own position. */
export function OwnPin() {
  return (
    <Box
      sx={{
        width: 18,
        height: 18,
        borderRadius: '50%',
        bgcolor: '#1a73e8',
        border: '3px solid #fff',
        boxShadow: '0 0 0 6px rgba(26,115,232,0.25)',
        mb: '-9px',
      }}
    />
  );
}
