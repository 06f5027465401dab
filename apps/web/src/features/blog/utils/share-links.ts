import type { BlogSharePlatform } from '@trip/shared/blog/constants';

/** The X (Twitter) account a shared post mentions. */
export const TWITTER_ACCOUNT = 'TripSutra';

export type ShareTarget = {
  platform: Exclude<BlogSharePlatform, 'copy'>;
  name: string;
  href: string;
};

/** The networks' own share pages, with the post's link (and, where they take one, its title). */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const link = encodeURIComponent(url);
  return [
    {
      platform: 'facebook',
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    },
    {
      platform: 'twitter',
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${link}&via=${TWITTER_ACCOUNT}`,
    },
    {
      platform: 'linkedin',
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    },
    {
      platform: 'whatsapp',
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
}
