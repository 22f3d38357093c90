import { useState } from 'react';
import { Button, Card, Empty } from 'antd';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useDeleteSpeaker, useUploadSpeakerPhoto } from '../hooks/use-teachings';
import type { TeachingSpeakerDto } from '../teaching-types';
import { ImageUpload } from './ImageUpload';
import { SpeakerFormDialog } from './SpeakerFormDialog';

type Dialog =
  | { kind: 'form'; speaker: TeachingSpeakerDto | null }
  | { kind: 'delete'; speaker: TeachingSpeakerDto }
  | null;

const count = (n: number) => `${n} ${n === 1 ? 'teaching' : 'teachings'}`;

/** The library's speakers, by name: add, edit, photo, delete. */
export function SpeakersPanel({ speakers }: { speakers: TeachingSpeakerDto[] }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteSpeaker();
  const photo = useUploadSpeakerPhoto();
  const close = () => setDialog(null);

  const confirmDelete = (one: TeachingSpeakerDto) =>
    remove.mutate(one.id, {
      onSuccess: () => {
        notifySuccess('Speaker Deleted', `${one.name} has been removed.`);
        close();
      },
      onError: () => notifyError('Failed to delete the speaker. Please try again.'),
    });

  return (
    <div className="teachings-pane">
      <div className="teachings-pane__bar">
        <p className="admin-tab__description">
          Each speaker has a page of their teachings, with their photo and bio.
        </p>
        <Button type="primary" onClick={() => setDialog({ kind: 'form', speaker: null })}>
          Add Speaker
        </Button>
      </div>
      {speakers.length === 0 ? (
        <Empty description="No speakers yet. Add the first one." />
      ) : (
        <div className="admin-grid">
          {speakers.map((one) => (
            <div key={one.id} className="admin-grid__cell">
              <Card
                className="admin-card teachings-card"
                role="article"
                aria-labelledby={`teaching-speaker-${one.id}`}
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    aria-label={`Edit ${one.name}`}
                    onClick={() => setDialog({ kind: 'form', speaker: one })}
                  >
                    Edit
                  </Button>,
                  <Button
                    key="delete"
                    type="link"
                    danger
                    aria-label={`Delete ${one.name}`}
                    onClick={() => setDialog({ kind: 'delete', speaker: one })}
                  >
                    Delete
                  </Button>,
                ]}
              >
                <div className="teachings-card__body">
                  <div className="teachings-card__image teachings-card__image--round">
                    {one.photo ? (
                      <img src={one.photo} alt={`Photo of ${one.name}`} />
                    ) : (
                      <span>No photo</span>
                    )}
                  </div>
                  <div className="teachings-card__text">
                    <h3 id={`teaching-speaker-${one.id}`} className="admin-card__title">
                      {one.name}
                    </h3>
                    <p className="admin-card__meta">{count(one.teachingCount)}</p>
                    {one.bio && (
                      <p className="admin-card__text admin-card__text--clamp">{one.bio}</p>
                    )}
                  </div>
                </div>
                <ImageUpload
                  label={one.photo ? 'Replace photo' : 'Upload photo'}
                  of={one.name}
                  hint="PNG, JPEG or WebP, at most 10 MB."
                  pending={photo.isPending && photo.variables.id === one.id}
                  upload={(file) => photo.mutateAsync({ id: one.id, file })}
                  done="Photo Uploaded"
                />
              </Card>
            </div>
          ))}
        </div>
      )}
      <SpeakerFormDialog
        open={dialog?.kind === 'form'}
        speaker={dialog?.kind === 'form' ? dialog.speaker : null}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Speaker"
        text="Delete this speaker? Their teachings stay in the library, with no speaker. This action cannot be undone."
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.speaker)}
        onCancel={close}
      />
    </div>
  );
}
