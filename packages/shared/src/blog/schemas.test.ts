import { describe, expect, it } from 'vitest';
import { blogMessages } from './constants';
import { blogListQuerySchema, validateBlogForm } from './schemas';

const valid = {
  title: 'Goa in the monsoon',
  excerpt: 'Green hills and empty beaches.',
  category: 'Travel Tips',
  content: '<p>Go in July.</p>',
};

describe('the blog form', () => {
  it('defaults to a draft with no tags and empty meta fields', () => {
    const result = validateBlogForm(valid);
    expect(result).toEqual({
      success: true,
      data: { ...valid, tags: [], metaTitle: '', metaDescription: '', status: 'draft' },
    });
  });

  it('lists every failing rule in form order, joined with commas', () => {
    const result = validateBlogForm({ content: '<p>&nbsp;</p>', status: 'live' });
    expect(result).toMatchObject({
      success: false,
      message: [
        blogMessages.titleRequired,
        blogMessages.excerptRequired,
        blogMessages.categoryRequired,
        blogMessages.contentRequired,
        blogMessages.statusInvalid,
      ].join(', '),
    });
  });

  it('reads comma-separated tags, or a list', () => {
    const text = validateBlogForm({ ...valid, tags: 'Goa, , goa ,Beaches' });
    expect(text.success && text.data.tags).toEqual(['Goa', 'Beaches']);
    const list = validateBlogForm({ ...valid, tags: [' Goa ', 'Monsoon'] });
    expect(list.success && list.data.tags).toEqual(['Goa', 'Monsoon']);
    const tooMany = validateBlogForm({
      ...valid,
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(','),
    });
    expect(tooMany).toMatchObject({
      success: false,
      fieldErrors: { tags: blogMessages.tagsTooLong },
    });
  });
});

describe('the public list query', () => {
  it('pages by 9, trims the search and treats blanks as no filter', () => {
    expect(blogListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 9,
      search: undefined,
      category: undefined,
    });
    expect(blogListQuerySchema.parse({ page: '2', search: '  leh ', category: ' ' })).toEqual({
      page: 2,
      limit: 9,
      search: 'leh',
      category: undefined,
    });
  });
});
