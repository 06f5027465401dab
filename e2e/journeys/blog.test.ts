import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../support/axe';
import { browserSkipReason, desktop, phone } from '../support/browser';
import {
  eventually,
  expectHidden,
  expectPath,
  expectVisible,
  expectVisibleCount,
} from '../support/expect';
import { useJourney, type Journey } from '../support/journey';

const ADMIN_EMAIL = 'editor@tripsutra.test';
const ADMIN_PASSWORD = 'Backwater-Ledger-2051';
const HOME_HEADING = 'Where do you want to fly today?';
const PACKING_POST = 'Packing for the Himalayas: a layer-by-layer list';
const NEW_POST = {
  title: 'Chasing waterfalls in Meghalaya',
  slug: 'chasing-waterfalls-in-meghalaya',
  excerpt: 'Nohkalikai, the living root bridges of Nongriat and the clear river at Dawki.',
};
/** A 1×1 PNG: small, but an image the upload pipeline reads and re-encodes. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const headerLink = (page: Page, name: string) =>
  page.locator('header').getByRole('link', { name, exact: true });
const cards = (page: Page) => page.getByRole('region', { name: 'Blog posts' }).getByRole('article');

/** The browser reports the 404 of a post that is not (or no longer) public itself. */
function errorsBesidesMissingPost(journey: Journey, page: Page): string[] {
  return journey
    .errorsOf(page)
    .filter((error) => !/status of 404 .*\/api\/blogs\/slug\//.test(error));
}

async function publicStatus(journey: Journey, slug: string): Promise<number> {
  return (await fetch(journey.url(`/api/blogs/slug/${slug}`))).status;
}

describe('the travel blog', { skip: browserSkipReason() }, () => {
  const journey = useJourney({ ADMIN_EMAIL, ADMIN_PASSWORD });

  it('lists posts from the header, filters and searches in the URL, and opens a post', async () => {
    const page = await journey.open('/', desktop);
    await expectVisible(page.getByRole('heading', { name: HOME_HEADING }), 'the home heading');
    await headerLink(page, 'Blog').click();
    await expectPath(page, '/blog');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Travel Blog' }), 'the title');
    await expectVisibleCount(cards(page), 6, 'the demo posts');
    await expectAxeClean(page, 'the blog list');

    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Travel Tips' }).click();
    await expectVisibleCount(cards(page), 2, 'Travel Tips posts');
    assert.equal(new URL(page.url()).searchParams.get('category'), 'Travel Tips');
    for (const chip of await cards(page).locator('.MuiChip-label').allInnerTexts()) {
      assert.equal(chip, 'Travel Tips');
    }

    await page.getByRole('searchbox', { name: 'Search blogs' }).fill('layer');
    await expectVisibleCount(cards(page), 1, 'Travel Tips posts about layers');
    await eventually(
      async () => new URL(page.url()).searchParams.get('search'),
      (search) => search === 'layer',
      'the search in the address',
    );
    const searchBox = page.getByRole('searchbox', { name: 'Search blogs' });
    await searchBox.fill('no such words');
    await expectVisible(page.getByRole('heading', { name: 'No blogs found' }), 'the empty state');
    await expectVisible(
      page.getByText('Try adjusting your search or filter criteria'),
      'the empty-state hint',
    );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectVisibleCount(cards(page), 6, 'every post after clearing');
    assert.equal(await searchBox.inputValue(), '');
    await page.goBack();
    await expectVisible(page.getByRole('heading', { name: 'No blogs found' }), 'the search again');
    assert.equal(await searchBox.inputValue(), 'no such words', 'the search box follows the URL');

    await searchBox.fill('layer');
    await page.getByRole('link', { name: PACKING_POST }).click();
    await expectPath(page, '/blog/packing-list-for-the-himalayas');
    await expectVisible(page.getByRole('heading', { level: 1, name: PACKING_POST }), 'the post');
    await expectVisible(page.getByText('Travel Writer'), 'the author label');
    await expectVisible(page.getByText('April 18, 2025'), 'the created date');
    await expectVisible(page.getByRole('heading', { name: 'Share this post' }), 'sharing');
    await expectVisible(page.getByText('This post has been shared 0 times'), 'the share count');
    await expectAxeClean(page, 'a blog post');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors');
  });

  it('copies the link with feedback and counts each share', async () => {
    const page = await journey.newPage(desktop);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.url('') });
    await page.goto(journey.url('/blog/rajasthan-on-a-budget'));
    await expectVisible(page.getByText('This post has been shared 0 times'), 'the share count');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectVisible(page.getByRole('button', { name: 'Link copied!' }), 'the copied notice');
    await expectVisible(
      page.getByText('This post has been shared 1 time'),
      'the count after copying',
    );
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      journey.url('/blog/rajasthan-on-a-budget'),
    );
    await expectVisible(page.getByRole('button', { name: 'Copy link' }), 'the button after 2 s');

    const whatsapp = page.getByRole('link', { name: /Share on WhatsApp/ });
    assert.match((await whatsapp.getAttribute('href')) ?? '', /^https:\/\/wa\.me\/\?text=/);
    // The share page opens in a tab of its own (off this machine, so it loads nothing here).
    const [shareTab] = await Promise.all([page.context().waitForEvent('page'), whatsapp.click()]);
    await shareTab.close();
    await expectVisible(
      page.getByText('This post has been shared 2 times'),
      'the count after sharing',
    );

    const twitter = await page.getByRole('link', { name: /Share on Twitter/ }).getAttribute('href');
    const intent = new URL(twitter ?? '');
    assert.equal(intent.searchParams.get('via'), 'TripSutra');
    assert.equal(
      intent.searchParams.get('text'),
      'Rajasthan on a budget: a week of forts, deserts and lakes',
    );

    await page.reload();
    await expectVisible(page.getByText('This post has been shared 2 times'), 'the count kept');
    assert.deepEqual(journey.errorsOf(page), [], 'console errors');
  });

  it('works at 375 px, and says when a post does not exist', async () => {
    const page = await journey.open('/blog', phone);
    await expectVisibleCount(cards(page), 6, 'the demo posts at 375 px');
    await expectAxeClean(page, 'the blog list at 375 px');
    await cards(page).first().getByRole('link').click();
    await expectVisible(page.getByRole('heading', { level: 1 }), 'the post title at 375 px');
    await expectAxeClean(page, 'a blog post at 375 px');

    await page.goto(journey.url('/blog/no-such-post'));
    await expectVisible(
      page.getByRole('heading', { name: 'Blog not found' }),
      'the not-found alert',
    );
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await expectPath(page, '/blog');
  });

  it('lets an admin write a draft, publish it and delete it', async () => {
    const page = await journey.open('/admin-blogs', desktop);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectVisible(
      page.getByRole('heading', { level: 1, name: 'Blog Management' }),
      'the Blog Management section',
    );
    await expectVisibleCount(page.getByRole('main').getByRole('article'), 6, 'the demo posts');
    await expectAxeClean(page, 'Blog Management');

    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await expectVisible(dialog, 'the new-post dialog');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expectVisible(
      dialog
        .getByRole('alert')
        .getByText(
          'Title is required, Excerpt is required, Category is required, Content is required',
        ),
      'the form rules in the banner',
    );
    await expectAxeClean(page, 'the new-post dialog with its errors');

    const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    await field('Title').fill(NEW_POST.title);
    await field('Excerpt').fill(NEW_POST.excerpt);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Travel Stories' }).click();
    await field('Tags').fill('meghalaya, waterfalls');
    await field('Content').click();
    await page.keyboard.type('Start in Shillong and drive to ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Sohra');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' early.');
    await dialog.getByLabel('Featured image file').setInputFiles({
      name: 'dawki.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await expectVisible(dialog.getByRole('img', { name: 'Featured image preview' }), 'the preview');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expectHidden(dialog, 'the dialog after saving');

    const card = page.getByRole('article', { name: NEW_POST.title });
    await expectVisible(card.getByText('Draft', { exact: true }), 'the draft chip');
    assert.equal(await publicStatus(journey, NEW_POST.slug), 404, 'a draft is not public');
    const listed = await (await fetch(journey.url('/api/blogs?search=Meghalaya'))).json();
    assert.equal(listed.total, 0, 'a draft is not listed');

    await card.getByRole('button', { name: `Edit ${NEW_POST.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expectVisible(edit, 'the edit dialog');
    await edit.getByLabel(/^Draft/).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectHidden(edit, 'the edit dialog after saving');
    await expectVisible(card.getByText('Published', { exact: true }), 'the published chip');
    assert.equal(await publicStatus(journey, NEW_POST.slug), 200, 'a published post is public');

    const reader = await journey.open(`/blog/${NEW_POST.slug}`, desktop);
    await expectVisible(
      reader.getByRole('heading', { level: 1, name: NEW_POST.title }),
      'the post',
    );
    await expectVisible(reader.locator('article strong', { hasText: 'Sohra' }), 'the bold word');
    const cover = await reader.locator('article img').first().getAttribute('src');
    assert.match(cover ?? '', /^\/api\/media\/uploads\//, 'the uploaded cover');

    await card.getByRole('button', { name: `Delete ${NEW_POST.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
    await expectVisible(
      confirm.getByText('Are you sure you want to delete this blog post?'),
      'the question',
    );
    // While the question is open it hides the page from the accessibility tree, so the card
    // counts as gone only once the server has answered and the question has closed.
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    assert.ok((await deleted).ok(), 'the server deleted the post');
    await expectHidden(confirm, 'the question after deleting');
    await expectHidden(card, 'the deleted post');
    assert.equal(await publicStatus(journey, NEW_POST.slug), 404, 'a deleted post is gone');
    assert.equal((await fetch(journey.url(cover ?? ''))).status, 404, 'its picture is gone');
    assert.deepEqual(errorsBesidesMissingPost(journey, page), [], 'console errors');
  });
});
