import CampaignIcon from '@mui/icons-material/Campaign';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CommuteIcon from '@mui/icons-material/Commute';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ListIcon from '@mui/icons-material/List';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MapIcon from '@mui/icons-material/Map';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import WorkIcon from '@mui/icons-material/Work';
import type { ComponentType } from 'react';
import type { ResourceName } from '@config/resources';

/**
 * Each resource's icon in the console's menu and dashboard (a list for those without one of their own). Kept
 * apart from the resources' screens: the dashboard the server draws for staff (FirstScreen.tsx) needs only these.
 */
const RESOURCE_ICONS: Partial<Record<ResourceName, ComponentType>> = {
  users: PeopleIcon,
  'pricing-rows': PaymentsIcon,
  zones: MapIcon,
  branches: StoreIcon,
  'vehicle-types': CommuteIcon,
  'app-settings': SettingsIcon,
  'audit-events': HistoryIcon,
  'gift-certificates': CardGiftcardIcon,
  coupons: LocalOfferIcon,
  guides: MenuBookIcon,
  jobs: WorkIcon,
  'app-updates': CampaignIcon,
  ranks: MilitaryTechIcon,
  'commitment-blocks': EventNoteIcon,
  'driver-commitments': HowToRegIcon,
};

export function resourceIcon(name: string): ComponentType {
  return RESOURCE_ICONS[name as ResourceName] ?? ListIcon;
}
