import { Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { Trans, useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
  const category = Form.useWatch('podcastCategory', form) as string | undefined;
  const categories = usePodcastCategories().data ?? [];
  const subcategoriesOf = (name: string | undefined) =>
    categories.find((one) => one.name === name)?.subcategories ?? [];
  const subcategories = subcategoriesOf(category);
  return (
    <>
      <p className="settings-hint">
        <Trans
          id="admin.settings.podcast.intro"
          message="The podcast feed is at <0>/podcast.xml</0> (each series has its own at <1>{seriesFeed}</1>): submit it to Apple Podcasts and Spotify. Empty fields use the ministry’s name, tagline and e-mail identity."
          values={{ seriesFeed: '/podcast/series/<series>.xml' }}
          // The addresses read left to right in a right-to-left language too.
          components={{
            0: <a className="settings-inline-link" href="/podcast.xml" dir="ltr" />,
            1: <span dir="ltr" />,
          }}
        />
      </p>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.field.podcastTitle', message: 'Podcast title' })}
          name="podcastTitle"
          extra={i18n._({
            id: 'admin.settings.podcast.titleHelp',
            message: 'Empty: {name}.',
            values: { name: settings.ministryName },
          })}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.podcast.author', message: 'Author' })}
          name="podcastAuthor"
          extra={i18n._({
            id: 'admin.settings.podcast.authorHelp',
            message: "Empty: the ministry's name.",
          })}
        >
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item
        label={i18n._({ id: 'admin.settings.podcast.description', message: 'Description' })}
        name="podcastDescription"
        extra={i18n._({
          id: 'admin.settings.podcast.descriptionHelp',
          message: 'Empty: the tagline.',
        })}
      >
        <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.podcast.ownerName', message: 'Owner name' })}
          name="podcastOwnerName"
          extra={i18n._({
            id: 'admin.settings.podcast.ownerNameHelp',
            message: 'Empty: the sender name.',
          })}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.podcast.ownerEmail', message: 'Owner e-mail' })}
          name="podcastOwnerEmail"
          extra={i18n._({
            id: 'admin.settings.podcast.ownerEmailHelp',
            message:
              'Podcast directories send ownership checks here. Empty: the reply-to address, else the sender.',
          })}
        >
          <Input maxLength={254} inputMode="email" />
        </Form.Item>
      </div>
      <div className="admin-form-row">
        <Form.Item
          label={i18n._({ id: 'admin.settings.podcast.category', message: 'Category' })}
          name="podcastCategory"
        >
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
        <Form.Item
          label={i18n._({ id: 'admin.settings.podcast.subcategory', message: 'Subcategory' })}
          name="podcastSubcategory"
        >
          <Select
            options={[
              {
                value: '',
                label: i18n._({ id: 'admin.settings.podcast.noSubcategory', message: 'None' }),
              },
              ...subcategories.map((value) => ({ value, label: value })),
            ]}
          />
        </Form.Item>
        <Form.Item
          label={i18n._({ id: 'admin.settings.podcast.language', message: 'Language' })}
          name="podcastLanguage"
          extra={i18n._({
            id: 'admin.settings.podcast.languageHelp',
            message: 'A code such as en or en-us. Empty: {code}.',
            values: { code: settings.locale.toLowerCase() },
          })}
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
  const { i18n } = useLingui();
  return (
    <SiteImageField
      route="/api/admin/settings/podcast-artwork"
      label={i18n._({ id: 'admin.settings.artwork', message: 'Podcast artwork' })}
      url={settings.podcastArtworkUrl}
      none={i18n._({
        id: 'admin.settings.artworkNone',
        message: 'No artwork: the feeds show the logo.',
      })}
      texts={{
        upload: i18n._({ id: 'admin.settings.artworkUpload', message: 'Upload artwork' }),
        replace: i18n._({ id: 'admin.settings.artworkReplace', message: 'Replace artwork' }),
        remove: i18n._({ id: 'admin.settings.artworkRemove', message: 'Remove artwork' }),
        uploadedTitle: i18n._({
          id: 'admin.settings.artworkUploaded',
          message: 'Artwork Uploaded',
        }),
        removedTitle: i18n._({ id: 'admin.settings.artworkRemoved', message: 'Artwork Removed' }),
        uploadFailed: i18n._({
          id: 'admin.settings.artworkUploadFailed',
          message: 'Failed to upload the artwork. Please try again.',
        }),
        removeFailed: i18n._({
          id: 'admin.settings.artworkRemoveFailed',
          message: 'Failed to remove the artwork. Please try again.',
        }),
        current: i18n._({
          id: 'admin.settings.artworkCurrent',
          message: 'The current podcast artwork',
        }),
      }}
      hint={i18n._({
        id: 'admin.settings.artworkHint',
        message: 'Square PNG, JPEG or WebP, at least 1400 × 1400 pixels, at most 10 MB.',
      })}
      problemOf={podcastArtworkProblem}
      uploaded={i18n._({
        id: 'admin.settings.artworkUploadedText',
        message: 'The podcast feeds show it now.',
      })}
      confirmTitle={i18n._({
        id: 'admin.settings.artworkConfirmTitle',
        message: 'Remove the podcast artwork?',
      })}
      confirmText={i18n._({
        id: 'admin.settings.artworkConfirmText',
        message:
          "The podcast feeds show the logo instead (a series feed keeps its series' artwork).",
      })}
      testId="podcast-artwork-file"
      previewWidth={120}
    />
  );
}
