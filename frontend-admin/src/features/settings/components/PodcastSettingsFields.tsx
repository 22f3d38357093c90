import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { ApiError } from '@ministry/api-client';
import type { AdminSettingsDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifySuccess } from '../../../shared/notify';
import { useRemovePodcastArtwork, useUploadPodcastArtwork } from '../hooks/use-settings';
import {
  LOGO_TYPES,
  PODCAST_CATEGORIES,
  podcastArtworkProblem,
  type SettingsFormValues,
} from '../settings-values';

const CATEGORY_OPTIONS = Object.keys(PODCAST_CATEGORIES).map((value) => ({ value, label: value }));

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
  const subcategories = PODCAST_CATEGORIES[category as keyof typeof PODCAST_CATEGORIES] ?? [];
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
            options={CATEGORY_OPTIONS}
            showSearch
            onChange={(value: string) => {
              const current = form.getFieldValue('podcastSubcategory') as string | undefined;
              const allowed = PODCAST_CATEGORIES[value as keyof typeof PODCAST_CATEGORIES] ?? [];
              if (current && !allowed.includes(current))
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
  const labelId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPodcastArtwork();
  const remove = useRemovePodcastArtwork();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (error: Error, fallback: string) =>
    setProblem((error instanceof ApiError && error.serverMessage) || fallback);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = podcastArtworkProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess('Artwork Uploaded', 'The podcast feeds show it now.'),
      onError: (error) => failed(error, 'Failed to upload the artwork. Please try again.'),
    });
  };

  const { podcastArtworkUrl } = settings;
  return (
    <div className="settings-logo" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="settings-logo__label">
        Podcast artwork
      </div>
      <div className="settings-logo__body">
        <div className="settings-logo__preview">
          {podcastArtworkUrl ? (
            <img src={podcastArtworkUrl} alt="The current podcast artwork" width={120} />
          ) : (
            <span className="settings-hint">No artwork: the feeds show the logo.</span>
          )}
        </div>
        <div className="settings-logo__actions">
          <input
            ref={input}
            type="file"
            className="settings-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            accept={LOGO_TYPES.join(',')}
            data-testid="podcast-artwork-file"
            onChange={choose}
          />
          <Button
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            aria-describedby={problem ? problemId : undefined}
          >
            {podcastArtworkUrl ? 'Replace artwork' : 'Upload artwork'}
          </Button>
          {podcastArtworkUrl && (
            <Button danger onClick={() => setConfirming(true)} disabled={upload.isPending}>
              Remove artwork
            </Button>
          )}
          <p className="settings-hint">
            Square PNG, JPEG or WebP, at least 1400 × 1400 pixels, at most 10 MB.
          </p>
          {problem && (
            <p id={problemId} role="alert" className="settings-error">
              {problem}
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove the podcast artwork?"
        text="The podcast feeds show the logo instead (a series feed keeps its series' artwork)."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setProblem(null);
              notifySuccess('Artwork Removed');
            },
            onError: (error) => {
              setConfirming(false);
              failed(error, 'Failed to remove the artwork. Please try again.');
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
