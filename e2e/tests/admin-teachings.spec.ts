import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll, LONG_WORD } from '../fixtures/layout';
import { mp3File } from '../../backend/test/support/audio-files';
import { solidPng } from '../fixtures/png';
import { suggestSeries } from '../fixtures/teaching-suggestions';
import { unique } from '../pages/admin-api';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { signInAsStaff, staffAccount } from '../pages/staff-accounts';

interface AdminTeaching {
  id: number;
  slug: string;
  youtubeId: string;
  title: string;
  channelTitle: string;
  titleOverride: string | null;
  isActive: boolean;
}

class AdminTeachingsTab {
  readonly page: Page;
  readonly section: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    this.page = dashboard.page;
    this.section = this.page.getByRole('region', { name: 'Teachings', exact: true });
  }

  async open(): Promise<void> {
    await this.dashboard.open('Teachings', 'Teachings');
  }

  /** One of the tab's own views: All teachings, Series, Speakers, Suggested series. */
  async view(name: RegExp): Promise<void> {
    const tab = this.section.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.section.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  }

  card(title: string): Locator {
    return this.section.getByRole('article', { name: title, exact: true });
  }

  row(title: string): Locator {
    return this.section.getByRole('row').filter({ hasText: title });
  }
}

for (const width of [412, 1280]) {
  test.describe(`the Teachings tab at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a content editor makes a series and a speaker, assigns a teaching, gives it a title of their own and accepts a suggested series', async ({
      page,
      baseURL,
    }) => {
      // Many dialogs, uploads and axe runs on a shared, busy machine.
      test.setTimeout(300_000);
      const editor = await staffAccount(baseURL!, 'content');
      await signInAsStaff(page, editor);

      // Teachings of the demo channel, picked apart for each width (the tests of one stack share them).
      const list = await page.request.get('/api/admin/teachings?pageSize=40');
      expect(list.status(), await list.text()).toBe(200);
      const teachings = ((await list.json()) as { items: AdminTeaching[] }).items.filter(
        (teaching) => teaching.isActive && teaching.titleOverride === null,
      );
      expect(teachings.length).toBeGreaterThanOrEqual(12);
      const offset = width === 412 ? 0 : 6;
      const [chosen, other, ...rest] = teachings.slice(offset + 1, offset + 6);
      const playlist = rest.slice(0, 2);

      // A playlist of the channel, offered as a series; another one to ignore.
      const suggested = unique('Playlist');
      const ignored = unique('Old playlist');
      await suggestSeries({
        playlistId: `PL${Date.now().toString(36)}a${width}`,
        title: suggested,
        description: 'The playlist of the psalms.',
        youtubeIds: playlist.map((teaching) => teaching.youtubeId),
      });
      await suggestSeries({
        playlistId: `PL${Date.now().toString(36)}b${width}`,
        title: ignored,
        description: '',
        youtubeIds: [],
      });

      const dashboard = new AdminDashboardPage(page);
      const tab = new AdminTeachingsTab(dashboard);
      await dashboard.goto();
      await tab.open();
      await expect(tab.section.getByRole('table').first()).toBeVisible();
      await expectAccessible(page, `All teachings at ${width}`);

      // A series, with a 200-letter word in its description.
      const seriesTitle = unique('Psalms of Ascent');
      await tab.view(/^Series/);
      await tab.section.getByRole('button', { name: 'Add Series' }).click();
      const addSeries = dashboard.dialog('Add Series');
      await addSeries.getByLabel('Title').fill(seriesTitle);
      await addSeries.getByLabel('Description').fill(`Songs of the road up. ${LONG_WORD}`);
      await addSeries.getByLabel('Order').fill('2');
      await expectAccessible(page, `the Add Series dialog at ${width}`);
      await addSeries.getByRole('button', { name: 'Create Series' }).click();
      await expect(dashboard.toast).toContainText('Series Created');
      const seriesCard = tab.card(seriesTitle);
      await expect(seriesCard).toContainText('Order 2 · 0 teachings');
      await expectNoSidewaysScroll(page, 'the series list with a long word');

      // Artwork that is not a large square is refused with the server's reason; a square is taken.
      const artworkFile = seriesCard.getByTestId('image-file');
      await artworkFile.setInputFiles({
        name: 'small.png',
        mimeType: 'image/png',
        buffer: solidPng(600, 400, [40, 90, 160]),
      });
      await expect(seriesCard.getByRole('alert')).toHaveText(
        'Series artwork must be square, at least 1400 × 1400 pixels',
      );
      await artworkFile.setInputFiles({
        name: 'square.png',
        mimeType: 'image/png',
        buffer: solidPng(1400, 1400, [40, 90, 160]),
      });
      await expect(seriesCard.getByRole('img', { name: `Artwork of ${seriesTitle}` })).toBeVisible({
        timeout: 30_000,
      });
      await expect(seriesCard.getByRole('alert')).toHaveCount(0);
      await expectAccessible(page, `Series at ${width}`);

      // A speaker, made with the keyboard alone.
      const speakerName = unique('Asaph');
      await tab.view(/^Speakers/);
      await tab.section.getByRole('button', { name: 'Add Speaker' }).focus();
      await page.keyboard.press('Enter');
      const addSpeaker = dashboard.dialog('Add Speaker');
      await expect(addSpeaker.getByLabel('Name')).toBeFocused();
      await page.keyboard.type(speakerName);
      await page.keyboard.press('Tab');
      await expect(addSpeaker.getByLabel('Bio')).toBeFocused();
      await page.keyboard.type(`Leader of the temple singers. ${LONG_WORD}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(addSpeaker.getByRole('button', { name: 'Create Speaker' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dashboard.toast).toContainText('Speaker Created');
      const speakerCard = tab.card(speakerName);
      await speakerCard.getByTestId('image-file').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: solidPng(300, 300, [160, 90, 40]),
      });
      await expect(speakerCard.getByRole('img', { name: `Photo of ${speakerName}` })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoSidewaysScroll(page, 'the speakers list with a long word');
      await expectAccessible(page, `Speakers at ${width}`);

      // The teaching: its own title, the series (first in it) and the speaker.
      const ownTitle = unique('A Song of Ascents');
      await tab.view(/^All teachings/);
      const search = tab.section.getByLabel('Search by title');
      await search.fill(chosen.title);
      await tab
        .row(chosen.title)
        .getByRole('button', { name: `Edit ${chosen.title}` })
        .click();
      const edit = dashboard.dialog('Edit Teaching');
      const title = edit.getByLabel('Title', { exact: true });
      await expect(title).toHaveValue(chosen.channelTitle);
      await expect(title).toHaveAttribute('readonly', '');
      await expect(edit).toContainText("The channel's title, kept up to date by each sync.");
      await edit.getByRole('switch', { name: "Override the channel's title" }).click();
      await expect(edit).toContainText('a sync of the channel no longer changes the title');
      await title.fill(ownTitle);
      await dashboard.choose(
        edit.getByRole('combobox', { name: 'Series', exact: true }),
        seriesTitle,
      );
      await edit.getByLabel('Place in the series').fill('0');
      await dashboard.choose(
        edit.getByRole('combobox', { name: 'Speaker', exact: true }),
        speakerName,
      );
      await expectAccessible(page, `the Edit Teaching dialog at ${width}`);
      await expectNoSidewaysScroll(page, 'the Edit Teaching dialog');
      await edit.getByRole('button', { name: 'Save Teaching' }).click();
      await expect(dashboard.toast).toContainText('Teaching Updated');
      await search.fill(ownTitle);
      const row = tab.row(ownTitle);
      await expect(row).toContainText('Own title');
      await expect(row).toContainText(seriesTitle);
      await expect(row).toContainText(speakerName);

      // Each record opens with its own values: the teaching just saved, then another.
      await row.getByRole('button', { name: `Edit ${ownTitle}` }).click();
      await expect(title).toHaveValue(ownTitle);
      await expect(
        edit.getByRole('switch', { name: "Override the channel's title" }),
      ).toHaveAttribute('aria-checked', 'true');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toHaveCount(0);
      await search.fill(other.title);
      await tab
        .row(other.title)
        .getByRole('button', { name: `Edit ${other.title}` })
        .click();
      await expect(title).toHaveValue(other.channelTitle);
      await expect(
        edit.getByRole('switch', { name: "Override the channel's title" }),
      ).toHaveAttribute('aria-checked', 'false');
      await expect(edit.locator('.ant-select').filter({ hasText: seriesTitle })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(edit).toHaveCount(0);

      // The series filter lists its teaching.
      await search.fill('');
      await dashboard.choose(
        tab.section.getByRole('combobox', { name: 'Series', exact: true }),
        seriesTitle,
      );
      await expect(tab.row(ownTitle)).toBeVisible();
      await expect(tab.section.getByRole('button', { name: /^Edit / })).toHaveCount(1);

      // The public page shows staff's title, its series and speaker.
      await page.goto(`/teachings/${chosen.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownTitle);
      await expect(page.getByRole('link', { name: seriesTitle }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: speakerName }).first()).toBeVisible();

      // A suggested series accepted, another ignored.
      await dashboard.goto();
      await tab.open();
      await tab.view(/^Suggested series/);
      await expectAccessible(page, `Suggested series at ${width}`);
      await tab
        .card(suggested)
        .getByRole('button', { name: `Accept ${suggested} as a series` })
        .click();
      await expect(dashboard.toast).toContainText('Series Created');
      await expect(tab.card(suggested)).toHaveCount(0);
      await tab
        .card(ignored)
        .getByRole('button', { name: `Ignore ${ignored}` })
        .click();
      await expect(dashboard.toast).toContainText('Suggestion Ignored');
      await expect(tab.card(ignored)).toHaveCount(0);
      await tab.view(/^Series/);
      await expect(tab.card(suggested)).toContainText('Order 0 · 2 teachings');

      // The series dialog shows the series opened, one after another; Add shows an empty form.
      await tab
        .card(seriesTitle)
        .getByRole('button', { name: `Edit ${seriesTitle}` })
        .click();
      const editSeries = dashboard.dialog('Edit Series');
      await expect(editSeries.getByLabel('Title')).toHaveValue(seriesTitle);
      await expect(editSeries.getByLabel('Order')).toHaveValue('2');
      await editSeries.getByRole('button', { name: 'Cancel' }).click();
      await expect(editSeries).toHaveCount(0);
      await tab
        .card(suggested)
        .getByRole('button', { name: `Edit ${suggested}` })
        .click();
      await expect(editSeries.getByLabel('Title')).toHaveValue(suggested);
      await expect(editSeries.getByLabel('Description')).toHaveValue('The playlist of the psalms.');
      await editSeries.getByRole('button', { name: 'Cancel' }).click();
      await expect(editSeries).toHaveCount(0);
      await tab.section.getByRole('button', { name: 'Add Series' }).click();
      await expect(addSeries.getByLabel('Title')).toHaveValue('');
      await expect(addSeries.getByLabel('Description')).toHaveValue('');
      await addSeries.getByRole('button', { name: 'Cancel' }).click();

      // Back to the channel's title: the override switched off.
      await tab.view(/^All teachings/);
      await search.fill(ownTitle);
      await tab
        .row(ownTitle)
        .getByRole('button', { name: `Edit ${ownTitle}` })
        .click();
      await edit.getByRole('switch', { name: "Override the channel's title" }).click();
      await expect(title).toHaveValue(chosen.channelTitle);
      await edit.getByRole('button', { name: 'Save Teaching' }).click();
      await expect(dashboard.toast).toContainText('Teaching Updated');
      await search.fill(chosen.channelTitle);
      await expect(tab.row(chosen.channelTitle)).not.toContainText('Own title');
      await page.goto(`/teachings/${chosen.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.channelTitle);

      // The speaker and both series deleted: their teachings stay.
      await dashboard.goto();
      await tab.open();
      await tab.view(/^Speakers/);
      await tab
        .card(speakerName)
        .getByRole('button', { name: `Delete ${speakerName}` })
        .click();
      await dashboard.dialog('Delete Speaker').getByRole('button', { name: 'Delete' }).click();
      await expect(dashboard.toast).toContainText('Speaker Deleted');
      await expect(tab.card(speakerName)).toHaveCount(0);
      await tab.view(/^Series/);
      for (const name of [seriesTitle, suggested]) {
        await tab
          .card(name)
          .getByRole('button', { name: `Delete ${name}` })
          .click();
        await dashboard.dialog('Delete Series').getByRole('button', { name: 'Delete' }).click();
        await expect(tab.card(name)).toHaveCount(0);
        // Closed before the next one opens: until its closing animation ends, the dialog found by
        // its name may be this one, whose Delete does nothing any more (a flaky run's cause).
        await expect(dashboard.dialog('Delete Series')).toBeHidden();
      }
    });

    test('a content editor removes a series\u2019 artwork and a speaker\u2019s photo', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const editor = await staffAccount(baseURL!, 'content');
      await signInAsStaff(page, editor);
      // A series with its artwork and a speaker with a photo, made through the API.
      const seriesTitle = unique('Minor Prophets');
      const series = await (
        await page.request.post('/api/admin/teaching-series', { data: { title: seriesTitle } })
      ).json();
      const artwork = await page.request.put(`/api/admin/teaching-series/${series.id}/artwork`, {
        headers: { 'Content-Type': 'image/png' },
        data: solidPng(1400, 1400, [40, 90, 160]),
      });
      expect(artwork.status(), await artwork.text()).toBe(200);
      const artworkUrl = ((await artwork.json()) as { artwork: string }).artwork;
      const speakerName = unique('Habakkuk');
      const speaker = await (
        await page.request.post('/api/admin/teaching-speakers', { data: { name: speakerName } })
      ).json();
      const photo = await page.request.put(`/api/admin/teaching-speakers/${speaker.id}/photo`, {
        headers: { 'Content-Type': 'image/png' },
        data: solidPng(300, 300, [160, 90, 40]),
      });
      expect(photo.status(), await photo.text()).toBe(200);
      const photoUrl = ((await photo.json()) as { photo: string }).photo;

      const dashboard = new AdminDashboardPage(page);
      const tab = new AdminTeachingsTab(dashboard);
      await dashboard.goto();
      await tab.open();
      await tab.view(/^Series/);
      const seriesCard = tab.card(seriesTitle);
      await expect(
        seriesCard.getByRole('img', { name: `Artwork of ${seriesTitle}` }),
      ).toBeVisible();
      await seriesCard.getByRole('button', { name: `Remove artwork of ${seriesTitle}` }).click();
      const confirmArtwork = dashboard.dialog('Remove Artwork');
      await expect(confirmArtwork).toContainText(`Remove the artwork of “${seriesTitle}”?`);
      await expectAccessible(page, `the Remove Artwork dialog at ${width}`);
      await confirmArtwork.getByRole('button', { name: 'Remove' }).click();
      await expect(dashboard.toast).toContainText('Artwork Removed');
      // The button that asked is gone with the artwork: the focus is on its card, not the page's start.
      await expect(seriesCard).toBeFocused();
      await expect(seriesCard.getByRole('img')).toHaveCount(0);
      await expect(seriesCard).toContainText('No artwork');
      await expect(
        seriesCard.getByRole('button', { name: `Upload artwork for ${seriesTitle}` }),
      ).toBeVisible();
      await expect(
        seriesCard.getByRole('button', { name: `Remove artwork of ${seriesTitle}` }),
      ).toHaveCount(0);
      // The file is gone, and the public page shows none.
      expect((await page.request.get(artworkUrl)).status()).toBe(404);
      const seriesPage = await page.request.get(`/api/teachings/series/${series.slug}`);
      expect(((await seriesPage.json()) as { series: { artwork: unknown } }).series.artwork).toBe(
        null,
      );

      await tab.view(/^Speakers/);
      const speakerCard = tab.card(speakerName);
      await expect(speakerCard.getByRole('img', { name: `Photo of ${speakerName}` })).toBeVisible();
      await speakerCard.getByRole('button', { name: `Remove photo of ${speakerName}` }).click();
      const confirmPhoto = dashboard.dialog('Remove Photo');
      await expect(confirmPhoto).toContainText(`Remove the photo of “${speakerName}”?`);
      await confirmPhoto.getByRole('button', { name: 'Remove' }).click();
      await expect(dashboard.toast).toContainText('Photo Removed');
      await expect(speakerCard).toBeFocused();
      await expect(speakerCard).toContainText('No photo');
      await expect(
        speakerCard.getByRole('button', { name: `Upload photo for ${speakerName}` }),
      ).toBeVisible();
      expect((await page.request.get(photoUrl)).status()).toBe(404);
      await expectAccessible(page, `Speakers after a photo was removed at ${width}`);

      await page.request.delete(`/api/admin/teaching-series/${series.id}`);
      await page.request.delete(`/api/admin/teaching-speakers/${speaker.id}`);
    });
  });
}

test.describe('a teaching\u2019s audio', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a content editor uploads it from the row, it plays on the teaching page and is in the podcast, then is removed', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const editor = await staffAccount(baseURL!, 'content');
    await signInAsStaff(page, editor);
    const list = await page.request.get('/api/admin/teachings?pageSize=40');
    expect(list.status(), await list.text()).toBe(200);
    // One the other tests of the stack leave alone (they take the first dozen).
    const teaching = ((await list.json()) as { items: AdminTeaching[] }).items.filter(
      (one) => one.isActive && one.titleOverride === null,
    )[14];
    expect(teaching).toBeDefined();

    const dashboard = new AdminDashboardPage(page);
    const tab = new AdminTeachingsTab(dashboard);
    await dashboard.goto();
    await tab.open();
    await tab.section.getByLabel('Search by title').fill(teaching.title);
    const row = tab.row(teaching.title).first();
    await expect(
      row.getByRole('button', { name: `Upload audio for ${teaching.title}` }),
    ).toBeVisible();

    // Not audio: refused here, with the server's own sentence, before anything is sent.
    await row.getByTestId('audio-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not audio'),
    });
    await expect(row.getByRole('alert')).toHaveText('The file must be an MP3 or M4A audio file');

    await row.getByTestId('audio-file').setInputFiles({
      name: 'sermon.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3File(65),
    });
    await expect(dashboard.toast).toContainText('Audio Uploaded');
    await expect(row).toContainText(/1:0\d · MP3 · \d\.\d MB/);
    await expect(
      row.getByRole('button', { name: `Replace audio for ${teaching.title}` }),
    ).toBeVisible();
    await expectAccessible(page, 'a teaching row with audio');

    // The public page has a player that loads nothing until pressed, and the podcast an episode.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${baseURL}/teachings/${teaching.slug}`);
    const player = visitor.locator('audio');
    await expect(player).toHaveAttribute('preload', 'none');
    const source = new URL((await player.getAttribute('src')) ?? '', baseURL).pathname;
    expect(source).toMatch(/^\/media\/audio\//);
    const audio = await visitor.request.get(`${baseURL}${source}`, {
      headers: { Range: 'bytes=0-3' },
    });
    expect(audio.status()).toBe(206);
    const feed = await (await visitor.request.get(`${baseURL}/podcast.xml`)).text();
    expect(feed).toContain(`<guid isPermaLink="false">teaching-${teaching.id}</guid>`);
    await visitor.close();

    await row.getByRole('button', { name: `Remove audio of ${teaching.title}` }).click();
    const confirm = dashboard.dialog('Remove Audio');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(dashboard.toast).toContainText('Audio Removed');
    await expect(
      row.getByRole('button', { name: `Upload audio for ${teaching.title}` }),
    ).toBeVisible();
    const after = await (await page.request.get(`${baseURL}/podcast.xml`)).text();
    expect(after).not.toContain(`teaching-${teaching.id}<`);
  });
});

test('a Communications staff member has no Teachings tab, and the API refuses them', async ({
  page,
  baseURL,
}) => {
  const writer = await staffAccount(baseURL!, 'communications');
  await signInAsStaff(page, writer);
  const dashboard = new AdminDashboardPage(page);
  await expect(dashboard.tab('Email Marketing')).toBeVisible();
  await expect(dashboard.tab('Teachings')).toHaveCount(0);
  // Asked for by its address, the dashboard opens on a tab the account has instead.
  await page.goto('/admin?tab=teachings');
  await dashboard.heading.waitFor();
  await expect(page.getByRole('region', { name: 'Teachings', exact: true })).toHaveCount(0);
  expect((await page.request.get('/api/admin/teachings')).status()).toBe(403);
});
