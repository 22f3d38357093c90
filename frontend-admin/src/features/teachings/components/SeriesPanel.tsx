import { useState } from 'react';
import { Button, Card, Empty } from 'antd';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useDeleteSeries, useUploadSeriesArtwork } from '../hooks/use-teachings';
import type { TeachingSeriesDto } from '../teaching-types';
import { ImageUpload } from './ImageUpload';
import { SeriesFormDialog } from './SeriesFormDialog';

type Dialog =
  | { kind: 'form'; series: TeachingSeriesDto | null }
  | { kind: 'delete'; series: TeachingSeriesDto }
  | null;

const count = (n: number) => `${n} ${n === 1 ? 'teaching' : 'teachings'}`;

/** The library's series, in their order: add, edit, artwork, delete. */
export function SeriesPanel({ series }: { series: TeachingSeriesDto[] }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteSeries();
  const artwork = useUploadSeriesArtwork();
  const close = () => setDialog(null);

  const confirmDelete = (one: TeachingSeriesDto) =>
    remove.mutate(one.id, {
      onSuccess: () => {
        notifySuccess('Series Deleted', `"${one.title}" has been removed.`);
        close();
      },
      onError: () => notifyError('Failed to delete the series. Please try again.'),
    });

  return (
    <div className="teachings-pane">
      <div className="teachings-pane__bar">
        <p className="admin-tab__description">
          A series groups teachings in an order of their own, with square artwork for podcast apps.
        </p>
        <Button type="primary" onClick={() => setDialog({ kind: 'form', series: null })}>
          Add Series
        </Button>
      </div>
      {series.length === 0 ? (
        <Empty description="No series yet. Add the first one, or accept a suggested one." />
      ) : (
        <div className="admin-grid">
          {series.map((one) => (
            <div key={one.id} className="admin-grid__cell">
              <Card
                className="admin-card teachings-card"
                role="article"
                aria-labelledby={`teaching-series-${one.id}`}
                actions={[
                  <Button
                    key="edit"
                    type="link"
                    aria-label={`Edit ${one.title}`}
                    onClick={() => setDialog({ kind: 'form', series: one })}
                  >
                    Edit
                  </Button>,
                  <Button
                    key="delete"
                    type="link"
                    danger
                    aria-label={`Delete ${one.title}`}
                    onClick={() => setDialog({ kind: 'delete', series: one })}
                  >
                    Delete
                  </Button>,
                ]}
              >
                <div className="teachings-card__body">
                  <div className="teachings-card__image">
                    {one.artwork ? (
                      <img src={one.artwork} alt={`Artwork of ${one.title}`} />
                    ) : (
                      <span>No artwork</span>
                    )}
                  </div>
                  <div className="teachings-card__text">
                    <h3 id={`teaching-series-${one.id}`} className="admin-card__title">
                      {one.title}
                    </h3>
                    <p className="admin-card__meta">
                      Order {one.position} · {count(one.teachingCount)}
                    </p>
                    {one.description && (
                      <p className="admin-card__text admin-card__text--clamp">{one.description}</p>
                    )}
                  </div>
                </div>
                <ImageUpload
                  label={one.artwork ? 'Replace artwork' : 'Upload artwork'}
                  of={one.title}
                  hint="Square PNG, JPEG or WebP, at least 1400 × 1400 pixels, at most 10 MB."
                  pending={artwork.isPending && artwork.variables.id === one.id}
                  upload={(file) => artwork.mutateAsync({ id: one.id, file })}
                  done="Artwork Uploaded"
                />
              </Card>
            </div>
          ))}
        </div>
      )}
      <SeriesFormDialog
        open={dialog?.kind === 'form'}
        series={dialog?.kind === 'form' ? dialog.series : null}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Series"
        text="Delete this series? Its teachings stay in the library, in no series. This action cannot be undone."
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.series)}
        onCancel={close}
      />
    </div>
  );
}
