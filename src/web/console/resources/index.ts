import HistoryIcon from '@mui/icons-material/History';
import CampaignIcon from '@mui/icons-material/Campaign';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import CommuteIcon from '@mui/icons-material/Commute';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import WorkIcon from '@mui/icons-material/Work';
import MapIcon from '@mui/icons-material/Map';
import SettingsIcon from '@mui/icons-material/Settings';
import StoreIcon from '@mui/icons-material/Store';
import { type AnyResource, RESOURCE_LIST, type ResourceName } from '../../../../config/resources';
import type { ResourceOverrides } from '../schema-admin/overrides';
import { type ResourceViews, resourceViews } from '../schema-admin/resource-views';
import giftCertificates from './gift-certificates';
import pricingRows from './pricing-rows';
import users from './users';

/** Hand-written parts per resource; a resource without an entry is generated entirely. */
export const OVERRIDES: Partial<Record<ResourceName, ResourceOverrides>> = {
  users,
  'pricing-rows': pricingRows,
  zones: { icon: MapIcon },
  branches: { icon: StoreIcon },
  'vehicle-types': { icon: CommuteIcon },
  'app-settings': { icon: SettingsIcon },
  'audit-events': { icon: HistoryIcon },
  'gift-certificates': giftCertificates,
  coupons: { icon: LocalOfferIcon },
  guides: { icon: MenuBookIcon },
  jobs: { icon: WorkIcon },
  'app-updates': { icon: CampaignIcon },
  ranks: { icon: MilitaryTechIcon },
  'commitment-blocks': { icon: EventNoteIcon },
  'driver-commitments': { icon: HowToRegIcon },
};

export type ConsoleResource = { definition: AnyResource; views: ResourceViews };

export const CONSOLE_RESOURCES: readonly ConsoleResource[] = RESOURCE_LIST.map((definition) => ({
  definition,
  views: resourceViews(definition, OVERRIDES[definition.name as ResourceName]),
}));
