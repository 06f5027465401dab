import {
  Badge,
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import type { NotificationItem } from '@trip/shared/settings/schemas';
import { Link } from 'react-router';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useId, useState } from 'react';
import { useNotifications } from '../api/get-notifications';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The section and dialog a notification opens: the lead's edit dialog, the booking's details. */
export function notificationTarget(item: Pick<NotificationItem, 'kind' | '_id'>): string {
  const id = encodeURIComponent(item._id);
  return item.kind === 'lead' ? `?section=leads&lead=${id}` : `?section=bookings&booking=${id}`;
}

/**
 * The bell in the top bar. Its number is what waits for the admin (new leads, pending
 * bookings) as the server counts it; while that is loading or unavailable no number shows.
 */
export function NotificationButton() {
  const { data, isError } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const count = data?.count ?? 0;

  return (
    <>
      <IconButton
        aria-label={data ? `Notifications: ${count} waiting` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'grey.700' }}
      >
        <Badge badgeContent={data ? count : undefined} max={99} color="error">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              mt: 1,
              width: 360,
              maxWidth: 'calc(100vw - 32px)',
              // The list scrolls inside a popover that always fits the window.
              maxHeight: 'min(480px, calc(100dvh - 96px))',
              display: 'flex',
              flexDirection: 'column',
              borderRadius: '14px',
            },
          },
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1, fontSize: '1rem' }}
        >
          Notifications
        </Typography>
        {data && data.items.length > 0 ? (
          <List dense sx={{ pt: 0, overflowY: 'auto', flex: 1, minHeight: 0 }}>
            {data.items.map((item) => (
              <ListItem key={`${item.kind}-${item._id}`} disablePadding>
                <ListItemButton
                  component={Link}
                  to={notificationTarget(item)}
                  onClick={() => setAnchor(null)}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {item.kind === 'lead' ? (
                      <CampaignOutlinedIcon fontSize="small" color="primary" />
                    ) : (
                      <EventNoteOutlinedIcon fontSize="small" color="secondary" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={item.title}
                    secondary={`${item.kind === 'lead' ? 'New lead' : 'Pending booking'} · ${dateFormat.format(new Date(item.createdAt))}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Box sx={{ px: 2, pb: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {isError
                ? 'Notifications could not be loaded. They will be tried again shortly.'
                : data
                  ? 'Nothing is waiting for you.'
                  : 'Loading notifications...'}
            </Typography>
          </Box>
        )}
        {data && data.count > data.items.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 2 }}>
            and {data.count - data.items.length} more
          </Typography>
        )}
      </Popover>
    </>
  );
}
