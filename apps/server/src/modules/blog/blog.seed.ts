import { ART_MOBILE_SIZE, ART_SIZE } from '@trip/shared/media/constants';
import { parseEnv } from '../../config/env';
import type { Seeder } from '../../db/seed';
import { createMediaService } from '../media/media.service';
import { DEMO_BLOG_AUTHOR, demoBlogs } from './blog.catalogue';
import { seedBlog } from './blog.service';

/**
 * Loads the demo posts, matching them by slug, so running it again changes nothing (views and
 * shares are kept). Covers are always generated art, never a photo API, so the blog looks the
 * same on every install, offline too; the art is drawn on first view.
 */
export const blogSeeder: Seeder = {
  name: 'blog',
  async run(db) {
    const media = createMediaService(parseEnv({}));
    for (const { slug, cover, createdAt, ...fields } of demoBlogs) {
      const [small, large] = await Promise.all([
        media.findPlaceImage(cover.place, cover.destination, true),
        media.findPlaceImage(cover.place, cover.destination, false),
      ]);
      await seedBlog(db, {
        slug,
        fields: { ...fields, status: 'published' },
        image: {
          url: large,
          srcset: [
            { url: small, width: ART_MOBILE_SIZE.width },
            { url: large, width: ART_SIZE.width },
          ],
        },
        authorName: DEMO_BLOG_AUTHOR,
        createdAt: new Date(createdAt),
      });
    }
  },
};
