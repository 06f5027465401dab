export const paths = {
  home: '/',
  searchResults: '/search-results',
  itinerary: (slug: string) => `/itinerary/${encodeURIComponent(slug)}`,
  packages: '/packages',
  packageDetail: (slug: string) => `/package/${encodeURIComponent(slug)}`,
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contact: '/contact',
  debug: '/debug',
  admin: '/admin',
  adminBlogs: '/admin-blogs',
} as const;
