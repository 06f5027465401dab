import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import { lazy } from 'react';
import type { AdminSection } from '../../../features/admin-shell/types';
import { BlogManagement } from '../../../features/blog/components/admin/blog-management';
import { BookingManagement } from '../../../features/bookings/components/admin/booking-management';
import { PackageManagement } from '../../../features/tour-packages/components/admin/package-management';
import { SettingsSection } from './settings-section';

// The insight sections carry the charts library: each loads when it is first opened.
const AiUsageSection = lazy(() =>
  import('../../../features/ai-usage/components/ai-usage-section').then((module) => ({
    default: module.AiUsageSection,
  })),
);
const DashboardSection = lazy(() =>
  import('../../../features/dashboard/components/dashboard-section').then((module) => ({
    default: module.DashboardSection,
  })),
);
const ActivitySection = lazy(() =>
  import('../../../features/activity/components/activity-section').then((module) => ({
    default: module.ActivitySection,
  })),
);

const LeadsSection = lazy(() =>
  import('../../../features/leads/components/admin/leads-section').then((module) => ({
    default: module.LeadsSection,
  })),
);

export const DEFAULT_SECTION_ID = 'ai-usage';
export const BLOG_SECTION_ID = 'blogs';

/** The side menu's eight sections, in the spec's order. */
export const adminSections: readonly AdminSection[] = [
  {
    id: DEFAULT_SECTION_ID,
    label: 'AI Usage',
    icon: <AutoGraphIcon />,
    Component: AiUsageSection,
  },
  {
    id: 'dashboard',
    label: 'Dashboard',
    icon: <DashboardOutlinedIcon />,
    Component: DashboardSection,
  },
  {
    id: 'activity',
    label: 'Activity Tracker',
    icon: <TimelineOutlinedIcon />,
    Component: ActivitySection,
  },
  {
    id: 'leads',
    label: 'Promotional Leads',
    icon: <CampaignOutlinedIcon />,
    Component: LeadsSection,
  },
  {
    id: BLOG_SECTION_ID,
    label: 'Blog Management',
    icon: <ArticleOutlinedIcon />,
    Component: BlogManagement,
  },
  {
    id: 'packages',
    label: 'Package Management',
    icon: <InventoryOutlinedIcon />,
    Component: PackageManagement,
  },
  {
    id: 'bookings',
    label: 'Booking Management',
    icon: <EventNoteOutlinedIcon />,
    Component: BookingManagement,
  },
  { id: 'settings', label: 'Settings', icon: <SettingsOutlinedIcon />, Component: SettingsSection },
];
