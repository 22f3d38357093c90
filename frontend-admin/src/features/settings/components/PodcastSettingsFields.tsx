import { Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import type { AdminSettingsDto } from '../../../shared/api-types';
import { podcastArtworkProblem, type SettingsFormValues } from '../settings-values';
import { usePodcastCategories } from '../hooks/use-settings';
import { SiteImageField } from './SiteImageField';

/**
 * The Podcast section of the Settings form: what the feeds (`/podcast.xml`, one per series) say
 * about the podcast. An empty text leaves it to the site's name, tagline and e-mail identity.
 */
export function PodcastSettingsFields({
  settings,
  form,
}: {
  settings: AdminSettingsDto;
  form: FormInstance<SettingsFormValues>;
}) {
  const category = Form.useWatch('podcastCategory', form) as string | undefined;
  const categories = usePodcastCategories().data ?? [];
  const subcategoriesOf = (name: string | undefined) =>
    categories.find((one) => one.name === name)?.subcategories ?? [];
  const subcategories = subcategoriesOf(category);
  return (
    <>
      <p className="settings-hint">
        The podcast feed is at{' '}
        <a className="settings-inline-link" href="/podcast.xml">
          /podcast.xml
        </a>{' '}
        (each series has its own at /podcast/series/&lt;series&gt;.xml): submit it to Apple Podcasts
        and Spotify. Empty fields use the ministry&rsquo;s name, tagline and e-mail identity.
      </p>
      <div className="admin-form-row">
        <Form.Item
          label="Podcast title"
          name="podcastTitle"
          extra={`Empty: ${settings.ministryName}.`}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Author" name="podcastAuthor" extra="Empty: the ministry's name.">
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item label="Description" name="podcastDescription" extra="Empty: the tagline.">
        <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item label="Owner name" name="podcastOwnerName" extra="Empty: the sender name.">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label="Owner e-mail"
          name="podcastOwnerEmail"
          extra="Podcast directories send ownership checks here. Empty: the reply-to address, else the sender."
        >
          <Input maxLength={254} inputMode="email" />
        </Form.Item>
      </div>
      <div className="admin-form-row">
        <Form.Item label="Category" name="podcastCategory">
          <Select
            options={categories.map(({ name }) => ({ value: name, label: name }))}
            showSearch
            onChange={(value: string) => {
              const current = form.getFieldValue('podcastSubcategory') as string | undefined;
              if (current && !subcategoriesOf(value).includes(current))
                form.setFieldValue('podcastSubcategory', '');
            }}
          />
        </Form.Item>
        <Form.Item label="Subcategory" name="podcastSubcategory">
          <Select
            options={[
              { value: '', label: 'None' },
              ...subcategories.map((value) => ({ value, label: value })),
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Language"
          name="podcastLanguage"
          extra={`A code such as en or en-us. Empty: ${settings.locale.toLowerCase()}.`}
        >
          <Input maxLength={20} />
        </Form.Item>
      </div>
      <PodcastArtworkField settings={settings} />
    </>
  );
}

/**
 * The podcast's artwork: square, at least 1400 pixels (podcast apps refuse less). Uploaded and
 * removed at once, apart from the form's Save; without it the feeds show the logo.
 */
function PodcastArtworkField({ settings }: { settings: AdminSettingsDto }) {
  return (
    <SiteImageField
      route="/api/admin/settings/podcast-artwork"
      label="Podcast artwork"
      url={settings.podcastArtworkUrl}
      none="No artwork: the feeds show the logo."
      noun="artwork"
      hint="Square PNG, JPEG or WebP, at least 1400 × 1400 pixels, at most 10 MB."
      problemOf={podcastArtworkProblem}
      uploaded="The podcast feeds show it now."
      confirmTitle="Remove the podcast artwork?"
      confirmText="The podcast feeds show the logo instead (a series feed keeps its series' artwork)."
      testId="podcast-artwork-file"
      previewWidth={120}
    />
  );
}
